import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, vi } from 'vitest'
import { activateLanguage, i18n } from '../../src/i18n'
import { storefrontSystem } from '../../src/theme'

/** Screens in jsdom, in English; call once at the top of a test file. */
export function screenTests() {
  // Chakra in jsdom renders slowly on a busy machine.
  vi.setConfig({ testTimeout: 20_000 })
  afterEach(cleanup)
  beforeAll(() => activateLanguage('en'))
}

let drawn: () => ReactNode = () => null
const Root = () => (
  <ChakraProvider value={storefrontSystem()}>
    <I18nProvider i18n={i18n}>{drawn()}</I18nProvider>
  </ChakraProvider>
)

/** Draws `node` inside the app's providers and a memory router, so links render their hrefs. */
export function drawInRouter(node: () => ReactNode) {
  drawn = node
  const router = createRouter({ routeTree: createRootRoute({ component: Root }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return render(<RouterProvider router={router} />)
}
