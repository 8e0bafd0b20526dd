import type { HostSite } from './site'

/**
 * Pages no search engine should walk: the account pages (src/routes/_member), sign-in, the
 * merchant application, newsletter links, and the APIs and private files. Each is a path prefix.
 */
export const closedPaths = [
  '/app-api/',
  '/admin-api/',
  '/private/',
  '/newsletter/',
  '/login',
  '/register',
  '/forgetPassword',
  '/applyShop',
  '/addAddress',
  '/basket',
  '/evaluate',
  '/leaveMessage',
  '/message',
  '/myOrders',
  '/myaccount',
  '/myaddress',
  '/orderDetails',
  '/password',
  '/paySuccess',
  '/paymentPage/',
  '/recharge',
  '/refund',
  '/success/',
  '/transactionPassword',
  '/walletAddress',
  '/walletIndex',
  '/wishlist',
]

/** robots.txt for the site: the storefront open, the closed paths shut, and where the sitemap is. */
export const robotsTxt = (site: HostSite) =>
  ['User-agent: *', 'Allow: /', ...closedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${site.origin}/sitemap.xml`, ''].join('\n')
