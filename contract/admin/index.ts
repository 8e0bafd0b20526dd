import type { Call } from '../call'
import { afterSaleAdminCalls } from './afterSale'
import { chatAdminCalls } from './chat'
import { contentAdminCalls } from './content'
import { listingAdminCalls } from './listing'
import { newsletterAdminCalls } from './newsletter'
import { orderAdminCalls } from './order'
import { platformAdminCalls } from './platform'
import { settlementAdminCalls } from './settlement'
import { shopAdminCalls } from './shop'
import { shopApplicationAdminCalls } from './shopApplication'
import { systemMessageAdminCalls } from './systemMessages'
import { walletAdminCalls } from './wallet'

/** Every /admin-api call (the ops token's), by domain: what the service registers and documents, and `npm run ops` calls. */
export const adminCallsByDomain = {
  platform: platformAdminCalls,
  systemMessages: systemMessageAdminCalls,
  wallet: walletAdminCalls,
  order: orderAdminCalls,
  afterSale: afterSaleAdminCalls,
  shop: shopAdminCalls,
  shopApplication: shopApplicationAdminCalls,
  newsletter: newsletterAdminCalls,
  chat: chatAdminCalls,
  listing: listingAdminCalls,
  content: contentAdminCalls,
  settlement: settlementAdminCalls,
} as const

export const allAdminCalls: Call[] = Object.values(adminCallsByDomain).flatMap((calls) => Object.values(calls) as Call[])
