import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'
import { customerServiceShopId } from '../../contract/chat'

/** The account entries of the user menu (top bar and mobile menu); `unread` names the count that puts a dot on one. */
export const accountLinks = [
  { label: msg`My account`, link: linkOptions({ to: '/myaccount' }) },
  { label: msg`Orders`, link: linkOptions({ to: '/myOrders' }) },
  { label: msg`Wishlist`, link: linkOptions({ to: '/wishlist' }) },
  { label: msg`Wallet`, link: linkOptions({ to: '/walletIndex' }) },
  { label: msg`Leave messages`, link: linkOptions({ to: '/leaveMessage' }), unread: 'leave' as const },
  { label: msg`System messages`, link: linkOptions({ to: '/message' }), unread: 'system' as const },
]

/** Customer-service chat (/leaveMessage opens the chat of `shopId`, 0 customer service): guests sign in first and then land on it. */
export const chatLink = (signedIn: boolean) =>
  signedIn
    ? linkOptions({ to: '/leaveMessage', search: { shopId: customerServiceShopId } })
    : linkOptions({ to: '/login', search: { redirect: `/leaveMessage?shopId=${customerServiceShopId}` } })

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
