import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'

/**
 * The account menu's top entry (docs/behaviour.md#session-and-roles): the owner of an open shop goes to it; anyone
 * else applies for one, a guest through /login?apply=true.
 */
export function shopEntry(shop: { id: number; shopname: string } | null, signedIn: boolean) {
  if (shop) return { label: msg`My shop`, link: linkOptions({ to: '/shopProduct', search: { no: shop.id, name: shop.shopname } }) }
  return {
    label: msg`Apply for a shop`,
    link: signedIn ? linkOptions({ to: '/applyShop' }) : linkOptions({ to: '/login', search: { apply: true } }),
  }
}

/** The seller center, beside "My shop", for the owner of an open shop (docs/behaviour.md#seller-center). */
export const sellerCenterEntry = { label: msg`Seller center`, link: linkOptions({ to: '/seller' }) }

/** The menus' shop entries: "My shop" and "Seller center" for the owner of an open shop, else the one of `shopEntry`. */
export const shopEntries = (shop: { id: number; shopname: string } | null, signedIn: boolean) =>
  shop ? [shopEntry(shop, signedIn), sellerCenterEntry] : [shopEntry(null, signedIn)]
