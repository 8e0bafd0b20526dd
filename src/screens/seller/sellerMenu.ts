import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'
import { chatSide } from '../../../contract/chat'

/**
 * The seller center's menu, in the order of docs/behaviour.md#seller-center. An entry without a link is
 * shown greyed with "Coming soon": an owner looking for their orders learns they are on the way rather
 * than missing.
 */
export const sellerMenu = [
  { key: 'dashboard', label: msg`Dashboard`, link: linkOptions({ to: '/seller', activeOptions: { exact: true } }) },
  { key: 'products', label: msg`Products`, link: linkOptions({ to: '/seller/products' }) },
  { key: 'orders', label: msg`Orders`, link: null },
  { key: 'afterSales', label: msg`After-sales`, link: linkOptions({ to: '/seller/after-sales' }) },
  { key: 'reviews', label: msg`Reviews`, link: null },
  { key: 'messages', label: msg`Messages`, link: linkOptions({ to: '/leaveMessage', search: { side: chatSide.shop } }) },
  { key: 'earnings', label: msg`Earnings`, link: null },
  { key: 'settings', label: msg`Shop settings`, link: linkOptions({ to: '/seller/settings' }) },
] as const

export type SellerMenuKey = (typeof sellerMenu)[number]['key']
