import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'
import { customerServiceShopId } from '../../contract/chat'

// Apart from accountLinks.ts, whose shop entries the shell draws: only parts drawn later (the menus, home's zones) use these.

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
