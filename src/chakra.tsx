import { ChakraProvider } from '@chakra-ui/react'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { system } from './theme'

/**
 * The built storefront links Chakra's global CSS as a stylesheet made at build time
 * (scripts/chakraGlobalCss.ts), so its provider is handed the system without it and inserts
 * nothing at start. The dev server has no such stylesheet: there the provider inserts it.
 */
const prebuilt: typeof system = Object.create(system, {
  _global: { value: [] },
  _config: { value: { ...system._config, disableLayers: true } },
})

/**
 * Emotion's production default adds each rule with insertRule, and Chrome restyles the whole
 * page for every @media or @layer rule added that way (about 35 ms on a phone-class CPU). A
 * rule added as a style element's text restyles only the elements it names, so content drawn
 * after the first paint (blocks below the fold, dialogs) no longer costs a full restyle.
 */
const styles = createCache({ key: 'css', speedy: false })

export function StorefrontChakra({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styles}>
      <ChakraProvider value={import.meta.env.DEV ? system : prebuilt}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
