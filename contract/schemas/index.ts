import type { Call } from '../call'
import { addressCalls } from './address'
import { afterSaleCalls } from './afterSale'
import { authCalls, captchaCalls, contentCalls, fileCalls, settingsCalls, tenantCalls, userCalls } from './api'
import { catalogCalls, favouriteCalls, homeCalls, shopCalls } from './catalog'
import { chatCalls } from './chat'
import { earningsCalls } from './earnings'
import { evaluationCalls } from './evaluation'
import { newsletterCalls } from './newsletter'
import { cartCalls, checkoutCalls, orderCalls } from './order'
import { payPasswordCalls } from './payPassword'
import { recentlyViewedCalls } from './recentlyViewed'
import { sellerCalls } from './seller'
import { sellerReviewCalls } from './sellerReviews'
import { sellerOrderCalls } from './sellerOrder'
import { sellerAfterSaleCalls } from './sellerAfterSale'
import { shopApplicationCalls } from './shopApplication'
import { systemMessageCalls } from './systemMessages'
import { payoutCalls, walletCalls } from './wallet'

/**
 * Every /app-api call, by domain, one group per server module (server/modules/<domain>/routes.ts
 * registers its group): what the service registers and documents, and the tests check answers against.
 */
export const callsByDomain = {
  tenant: tenantCalls,
  settings: settingsCalls,
  content: contentCalls,
  captcha: captchaCalls,
  auth: authCalls,
  user: userCalls,
  file: fileCalls,
  catalog: catalogCalls,
  shop: shopCalls,
  favourite: favouriteCalls,
  home: homeCalls,
  cart: cartCalls,
  checkout: checkoutCalls,
  wallet: walletCalls,
  payout: payoutCalls,
  payPassword: payPasswordCalls,
  systemMessages: systemMessageCalls,
  address: addressCalls,
  order: orderCalls,
  evaluation: evaluationCalls,
  afterSale: afterSaleCalls,
  shopApplication: shopApplicationCalls,
  chat: chatCalls,
  newsletter: newsletterCalls,
  recentlyViewed: recentlyViewedCalls,
  seller: sellerCalls,
  sellerReviews: sellerReviewCalls,
  earnings: earningsCalls,
  sellerOrder: sellerOrderCalls,
  sellerAfterSale: sellerAfterSaleCalls,
} as const

export const allCalls: Call[] = Object.values(callsByDomain).flatMap((calls) => Object.values(calls) as Call[])

/** Whether a request's path is a wire's, whose `{name}` parameters match one path segment each. */
const pathMatches = (wirePath: string, path: string) =>
  wirePath.includes('{') ? new RegExp(`^${wirePath.replace(/\{\w+\}/g, '[^/]+')}$`).test(path) : wirePath === path

/** The call registered for a method and path (paths below /app-api). */
export const callAt = (method: string, path: string) =>
  allCalls.find((c) => c.wire.method === method.toUpperCase() && pathMatches(c.wire.path, path))
