import { ChakraProvider } from '@chakra-ui/react'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { storefrontSystem } from './theme'

/**
 * The built storefront links Chakra's global CSS as a stylesheet made at build time
 * (scripts/chakraGlobalCss.ts), so its provider is handed the system without it and inserts
 * nothing at start. The dev server has no such stylesheet: there the provider inserts it.
 */
function withoutGlobalCss(system: ReturnType<typeof storefrontSystem>): typeof system {
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  })
}
type System = ReturnType<typeof storefrontSystem>
let system: System | undefined
/** Builds Chakra's system now (the first render would otherwise): src/main.tsx calls it in a task of its own. */
export const prepareChakra = () => (system ??= import.meta.env.DEV ? storefrontSystem() : withoutGlobalCss(storefrontSystem()))

/**
 * The system is the same for every page and takes longer to build than a page to draw: each copy
 * of the app the service draws a first view with (src/entry-server.tsx) takes the one `kept` holds.
 */
export function keepChakraSystem(kept: Map<string, unknown>) {
  system = (kept.get('chakra') as System | undefined) ?? prepareChakra()
  kept.set('chakra', system)
}

/**
 * The page's nonce, which its Content-Security-Policy asks of style elements: the service writes it
 * in the page's csp-nonce meta element (scripts/cspNonce.ts). The browser hides the attribute; the property keeps it.
 */
function pageNonce(): string | undefined {
  if (typeof document !== 'object') return undefined
  return document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce || undefined
}

/**
 * Emotion adds rules with insertRule, cheap until the page has painted but not after: Chrome
 * then restyles the whole page for every @media or @layer rule inserted that way (about 35 ms
 * on a phone-class CPU). A rule added as a style element's text restyles only the elements it
 * names, so from the first contentful paint on, rules go in as text: content drawn later
 * (blocks below the fold, dialogs) no longer costs a full restyle.
 */
const styles = createCache({ key: 'css', speedy: true, nonce: pageNonce() })
const asText = () => {
  styles.sheet.isSpeedy = false
}
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    asText()
    painted.disconnect()
  })
  painted.observe({ type: 'paint', buffered: true })
} else asText()

/** `cache`: the service's own for a first view it draws (entry-server.tsx), with that page's nonce. */
export function StorefrontChakra({ children, cache = styles }: { children: ReactNode; cache?: EmotionCache }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={prepareChakra()}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
