import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'

/** The account entries of the user menu (top bar and mobile menu). */
export const accountLinks = [
  { label: msg`My account`, link: linkOptions({ to: '/myaccount' }) },
  { label: msg`Orders`, link: linkOptions({ to: '/myOrders' }) },
  { label: msg`Wishlist`, link: linkOptions({ to: '/wishlist' }) },
  { label: msg`Wallet`, link: linkOptions({ to: '/walletIndex' }) },
  { label: msg`Messages`, link: linkOptions({ to: '/message' }) },
]

/** Customer-service chat: guests sign in first and then land on it. */
export const chatLink = (signedIn: boolean) =>
  signedIn ? linkOptions({ to: '/leaveMessage' }) : linkOptions({ to: '/login', search: { redirect: '/leaveMessage' } })

/**
 * The account menu's top entry (SPEC.md sections 2 and 6): the owner of an open shop goes to it; anyone
 * else applies for one, a guest through /login?apply=true.
 */
export function shopEntry(shop: { id: number; shopname: string } | null, signedIn: boolean) {
  if (shop) return { label: msg`My shop`, link: linkOptions({ to: '/shopProduct', search: { no: shop.id, name: shop.shopname } }) }
  return {
    label: msg`Apply for a shop`,
    link: signedIn ? linkOptions({ to: '/applyShop' }) : linkOptions({ to: '/login', search: { apply: true } }),
  }
}
