import { favouriteToggleMachine } from '../../machines/favourite/favouriteToggle'
import { quickViewMachine } from '../../machines/catalog/quickView'
import { shopContactMachine } from '../../machines/shop/shopContact'
import { fake, type Outcome } from './actors'
import { storyBuyMachines } from './buyMachines'
import { sampleDetail } from './catalog'
import type { ShopPageMachines } from '../screens/shop/ShopPage'

/** The shop page's machines with fake services: a signed-in shopper, and a shop that does or does not take messages. */
export function storyShopMachines({
  canComment = false,
  quickView = 'ok',
}: {
  canComment?: boolean
  quickView?: Outcome
} = {}): ShopPageMachines {
  return {
    follow: favouriteToggleMachine.provide({
      guards: { signedIn: () => true },
      actors: { setFavourite: fake('ok', true) },
    }),
    contact: shopContactMachine.provide({ guards: { signedIn: () => true }, actors: { canComment: fake('ok', canComment) } }),
    quickView: storyQuickView(quickView),
    quickBuy: storyBuyMachines(),
  }
}

export const storyQuickView = (outcome: Outcome, product = sampleDetail) =>
  quickViewMachine.provide({
    actors: { loadProduct: fake(outcome, product, 'This product is no longer on sale') },
  })
