import { ChakraProvider } from '@chakra-ui/react'
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

export function StorefrontChakra({ children }: { children: ReactNode }) {
  return <ChakraProvider value={import.meta.env.DEV ? system : prebuilt}>{children}</ChakraProvider>
}
