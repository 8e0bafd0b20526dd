import { fromPromise } from 'xstate'
import { addToCartMachine, type CartAddInput } from '../../machines/cart/addToCart'
import { favouriteToggleMachine } from '../../machines/favourite/favouriteToggle'
import type { BuyMachines } from '../components/product/Buy'
import { notifyFailure } from '../components/form/notifyFailure'
import { toaster } from '../components/toaster'
import { fake, type Outcome } from './actors'

/** A refusal of the bag's service: its code (contract/codes.ts) and message. */
export interface CartRefusal {
  code: number
  message: string
}

const refusing = ({ code, message }: CartRefusal) =>
  fromPromise<number, CartAddInput>(() => Promise.reject(Object.assign(new Error(message), { code })))

/**
 * The buying column's machines (product page, quick view) for a signed-in shopper (`owner`: running
 * the product's shop): the bag answers 3 pieces, refuses with `refusal`, or never answers.
 */
export function storyBuyMachines({
  cart = 'ok',
  refusal,
  owner = false,
}: {
  cart?: Outcome
  refusal?: CartRefusal
  owner?: boolean
} = {}): BuyMachines {
  const signedIn = () => true
  return {
    favourite: favouriteToggleMachine.provide({ actors: { setFavourite: fake('ok', true) }, guards: { signedIn } }),
    addToCart: addToCartMachine.provide({
      actors: { addToCart: cart === 'fail' && refusal ? refusing(refusal) : fake(cart, 3) },
      guards: { signedIn, ownShop: () => owner },
      actions: {
        warnSelectSpecification: () => toaster.create({ type: 'warning', title: 'Please select a specification' }),
        added: () => toaster.create({ type: 'success', title: 'Added to your bag' }),
        notifyFailure: (_, message) => notifyFailure(message),
      },
    }),
  }
}
