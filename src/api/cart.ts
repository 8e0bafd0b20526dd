import { cartWires } from '../../contract/order'
import type { cartCalls } from '../../contract/schemas/order'
import { clientOf } from './client'

/** The cart and settling it (server/modules/cart). */
export const cartApi = clientOf<typeof cartCalls>(cartWires)

/** Adds to the cart, then answers the cart's new piece count. */
export async function addToCart(line: { spuId: number; skuId: number; count: number; shopId: number }) {
  await cartApi.cartAdd(line)
  return cartApi.cartCount()
}

/** Counts typed in a row are sent one line after another; the last answer is the cart's piece count. */
export async function updateCartCounts(lines: readonly { id: number; count: number }[]) {
  let pieces = 0
  for (const line of lines) pieces = await cartApi.cartUpdateCount(line)
  return pieces
}
