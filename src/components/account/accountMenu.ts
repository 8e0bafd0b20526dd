import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'

/** docs/behaviour.md#layout: the account menu tabs 1 to 11, in order. */
export const accountMenu = [
  { key: 'userInfo', label: msg`User info`, link: linkOptions({ to: '/myaccount' }) },
  { key: 'password', label: msg`Update password`, link: linkOptions({ to: '/password' }) },
  { key: 'collection', label: msg`Collection`, link: linkOptions({ to: '/wishlist' }) },
  { key: 'leaveMessages', label: msg`Leave messages`, link: linkOptions({ to: '/leaveMessage' }) },
  { key: 'orders', label: msg`Orders`, link: linkOptions({ to: '/myOrders' }) },
  { key: 'addresses', label: msg`Delivery address`, link: linkOptions({ to: '/myaddress' }) },
  { key: 'afterSale', label: msg`After-sale orders`, link: linkOptions({ to: '/refundLists' }) },
  { key: 'wallet', label: msg`Wallet balance`, link: linkOptions({ to: '/walletIndex' }) },
  { key: 'payoutAddresses', label: msg`Withdrawal address`, link: linkOptions({ to: '/walletAddress' }) },
  { key: 'systemMessages', label: msg`System messages`, link: linkOptions({ to: '/message' }) },
  { key: 'transactionPassword', label: msg`Transaction password`, link: linkOptions({ to: '/transactionPassword' }) },
] as const

export type AccountMenuKey = (typeof accountMenu)[number]['key']
