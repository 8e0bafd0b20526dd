import type { Plugin } from 'vite'

const factoryModule = '/@chakra-ui/react/dist/esm/styled-system/factory.js'
const inEffect = `  const rules = useInsertionEffectAlwaysWithSyncFallback(
    () => insertStyles(cache2, serialized, isStringTag)
  );`
const inRender = '  const rules = insertStyles(cache2, serialized, isStringTag);'

/**
 * Emotion compiles and inserts a component's new rules in an insertion effect: in React's commit,
 * the one part of a render that is never split, so a page's first commit spent a third of its
 * time there. In the browser the storefront inserts them while rendering instead: a transition's
 * render goes in short slices, and the commit finds every rule in place. Rules are keyed by their
 * hash, so a render React throws away leaves only rules that are used again or harm nothing.
 */
export function stylesInRender(): Plugin {
  return {
    name: 'vitrine:styles-in-render',
    transform(code, id) {
      if (!id.includes(factoryModule)) return null
      if (!code.includes(inEffect))
        this.error(`Chakra's ${factoryModule} no longer reads as scripts/stylesInRender.ts expects: update the plugin`)
      return code.replace(inEffect, inRender)
    },
  }
}
