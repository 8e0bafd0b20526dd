// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addToCartMachine } from '../../machines/cart/addToCart'
import { favouriteToggleMachine } from '../../machines/favourite/favouriteToggle'
import { shopContactMachine } from '../../machines/shop/shopContact'
import { sampleDetail } from '../../src/fakes/catalog'
import { activateLanguage, i18n } from '../../src/i18n'
import { ProductDetailScreen, type ProductDetailMachines } from '../../src/screens/catalog/ProductDetailScreen'
import { storefrontSystem } from '../../src/theme'
import { fakesOf } from '../machines/fakes'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

let machines: ProductDetailMachines | null = null
const Root = () => (
  <ChakraProvider value={storefrontSystem()}>
    <I18nProvider i18n={i18n}>
      {machines && <ProductDetailScreen product={sampleDetail} recommendations={[]} machines={machines} />}
    </I18nProvider>
  </ChakraProvider>
)

/** The product page of a signed-in user who does (or does not) run the product's shop. */
function drawProduct(runsTheShop: boolean) {
  const server = fakesOf(addToCartMachine).resolving('addToCart', 1)
  machines = {
    favourite: favouriteToggleMachine,
    contact: shopContactMachine,
    addToCart: addToCartMachine.provide({
      actors: { addToCart: server.logic },
      guards: { signedIn: () => true, ownShop: (_, shopId) => runsTheShop && shopId === sampleDetail.shopId },
    }),
  }
  const router = createRouter({ routeTree: createRootRoute({ component: Root }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  return server
}

describe('"Add to bag" on the product page of an owner (docs/behaviour.md#checkout)', () => {
  it('opens the own-store dialog instead of adding; "Got it" closes it and gives the focus back', async () => {
    const server = drawProduct(true)
    const add = await screen.findByRole('button', { name: /add to bag/i }, { timeout: 8000 })
    add.focus()
    fireEvent.click(add)
    const dialog = await screen.findByRole('alertdialog', { name: 'Your own shop' })
    expect(dialog.textContent).toContain('Shop users cannot order in their own shop.')
    expect(server.calls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await vi.waitFor(() => expect(document.activeElement).toBe(add))
  })

  it('a shopper of another shop gets no dialog: the bag asks for a specification instead', async () => {
    drawProduct(false)
    fireEvent.click(await screen.findByRole('button', { name: /add to bag/i }, { timeout: 8000 }))
    // Asked for only once the own-shop check has let the click through (machines/cart/addToCart.ts).
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a specification')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
