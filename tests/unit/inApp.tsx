import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { i18n } from '../../src/i18n'
import { storefrontSystem } from '../../src/theme'

let drawn: () => ReactNode = () => null
const Root = () => (
  <ChakraProvider value={storefrontSystem()}>
    <I18nProvider i18n={i18n}>{drawn()}</I18nProvider>
  </ChakraProvider>
)

/** Draws a part inside the app's providers and a memory router at /, so links render their hrefs. */
export function renderInApp(part: () => ReactNode) {
  drawn = part
  const router = createRouter({ routeTree: createRootRoute({ component: Root }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return render(<RouterProvider router={router} />)
}
