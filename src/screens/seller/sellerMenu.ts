import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'
import { chatSide } from '../../../contract/chat'

/** The seller center's menu, in the order of docs/behaviour.md#seller-center. */
export const sellerMenu = [
  { key: 'dashboard', label: msg`Dashboard`, link: linkOptions({ to: '/seller', activeOptions: { exact: true } }) },
  { key: 'products', label: msg`Products`, link: linkOptions({ to: '/seller/products' }) },
  { key: 'orders', label: msg`Orders`, link: linkOptions({ to: '/seller/orders' }) },
  { key: 'afterSales', label: msg`After-sales`, link: linkOptions({ to: '/seller/after-sales' }) },
  { key: 'reviews', label: msg`Reviews`, link: linkOptions({ to: '/seller/reviews' }) },
  { key: 'messages', label: msg`Messages`, link: linkOptions({ to: '/leaveMessage', search: { side: chatSide.shop } }) },
  { key: 'earnings', label: msg`Earnings`, link: linkOptions({ to: '/seller/earnings' }) },
  { key: 'settings', label: msg`Shop settings`, link: linkOptions({ to: '/seller/settings' }) },
] as const

export type SellerMenuKey = (typeof sellerMenu)[number]['key']
