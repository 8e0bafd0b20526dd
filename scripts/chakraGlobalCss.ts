import type { Plugin } from 'vite'

const systemModule = '/@chakra-ui/react/dist/esm/styled-system/system.js'
const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const preflightImport = "import { createPreflight } from './preflight.js';"
const lazy = 'let _globalStyles; const globalStyles = () => (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);'

/**
 * Chakra builds its global CSS (reset, global styles and some 500 token variables) in the
 * browser at start, and Emotion then serializes and inserts it: on a phone, the largest part of
 * the app's first long task. The build renders that CSS once, exactly as ChakraProvider would
 * insert it, into a hashed stylesheet that index.html links; Chakra's system module builds it
 * only when asked, and the storefront's provider (src/chakra.tsx) never asks. The built app has no
 * way to make the reset at all.
 */
export function chakraGlobalCss(): Plugin {
  let css = ''
  return {
    name: 'vitrine:chakra-global-css',
    apply: 'build',
    async buildStart() {
      css = await renderGlobalCss()
    },
    transform(code, id) {
      if (!id.includes(systemModule)) return null
      if (!code.includes(eager) || !code.includes('    _global,\n') || !code.includes(preflightImport)) {
        this.error(`Chakra's ${systemModule} no longer reads as scripts/chakraGlobalCss.ts expects: update the plugin`)
      }
      // The reset is only ever made for that stylesheet: its 1.2 kB (gzipped) of rules stay out of the shell.
      return code
        .replace(eager, lazy)
        .replace('    _global,\n', '    get _global() { return globalStyles(); },\n')
        .replace(preflightImport, "const createPreflight = () => { throw new Error('the reset is in the prebuilt chakra.css') };")
    },
    generateBundle() {
      this.emitFile({ type: 'asset', name: 'chakra.css', source: css })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.values(ctx.bundle ?? {}).find((f) => f.type === 'asset' && f.names.includes('chakra.css'))
        if (!file) throw new Error('chakra.css was not emitted')
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${file.fileName}` }, injectTo: 'head-prepend' }]
      },
    },
  }
}

/** The style elements ChakraProvider renders on a server, as one stylesheet. */
async function renderGlobalCss(): Promise<string> {
  const { tsImport } = await import('tsx/esm/api')
  const [{ storefrontSystem }, { ChakraProvider }, { createElement }, { renderToString }] = await Promise.all([
    tsImport('../src/theme.ts', import.meta.url) as Promise<typeof import('../src/theme')>,
    import('@chakra-ui/react'),
    import('react'),
    import('react-dom/server'),
  ])
  const html = renderToString(createElement(ChakraProvider, { value: storefrontSystem(), children: null }))
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])
  if (sheets.length === 0) throw new Error('ChakraProvider rendered no global styles')
  return sheets.join('\n')
}
