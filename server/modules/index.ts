import { chatAdminWires } from '../../contract/admin/chat'
import { paths } from '../../contract/api'
import { pathsOf } from '../../contract/call'
import { docsRoutes } from '../http/docs'
import { addressRoutes } from './address/routes'
import { afterSaleRoutes } from './afterSale/routes'
import { sellerAfterSaleRoutes } from './afterSale/shopRoutes'
import { authRoutes } from './auth/routes'
import { captchaRoutes } from './captcha/routes'
import { cartRoutes } from './cart/routes'
import { catalogRoutes } from './catalog/routes'
import { chatRoutes } from './chat/routes'
import { checkoutRoutes } from './checkout/routes'
import { contentRoutes } from './content/routes'
import { earningsRoutes } from './earnings/routes'
import { evaluationRoutes } from './evaluation/routes'
import { favouriteRoutes } from './favourite/routes'
import { fileRoutes } from './file/routes'
import { homeRoutes } from './home/routes'
import { mailRoutes } from './mail/routes'
import { newsletterRoutes } from './newsletter/routes'
import { orderRoutes } from './order/routes'
import { payPasswordRoutes } from './payPassword/routes'
import { payoutRoutes } from './payout/routes'
import { recentlyViewedRoutes } from './recentlyViewed/routes'
import { sellerRoutes } from './seller/routes'
import { sellerReviewRoutes } from './sellerReviews/routes'
import { settingsRoutes } from './settings/routes'
import { shopRoutes } from './shop/routes'
import { shopApplicationRoutes } from './shopApplication/routes'
import { systemMessageRoutes } from './systemMessages/routes'
import { tenantRoutes } from './tenant/routes'
import { userRoutes } from './user/routes'
import { walletRoutes } from './wallet/routes'

/** Every /app-api module; each declares its full paths below /app-api. The API reference comes first. */
export const modules = [
  docsRoutes,
  tenantRoutes,
  settingsRoutes,
  contentRoutes,
  captchaRoutes,
  authRoutes,
  userRoutes,
  payPasswordRoutes,
  mailRoutes,
  fileRoutes,
  catalogRoutes,
  shopRoutes,
  favouriteRoutes,
  homeRoutes,
  cartRoutes,
  payoutRoutes,
  systemMessageRoutes,
  chatRoutes,
  addressRoutes,
  walletRoutes,
  orderRoutes,
  evaluationRoutes,
  afterSaleRoutes,
  shopApplicationRoutes,
  checkoutRoutes,
  newsletterRoutes,
  recentlyViewedRoutes,
  sellerRoutes,
  sellerReviewRoutes,
  earningsRoutes,
  sellerAfterSaleRoutes,
]

/** Routes that check their body's size themselves, with a larger limit: the image upload (./file/routes.ts) and the image ops sends to a chat. */
export const ownBodyLimits: ReadonlySet<string> = new Set([`/app-api${paths.upload}`, `/admin-api${pathsOf(chatAdminWires).image}`])
