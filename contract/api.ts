import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/api'

/**
 * The /app-api calls of the foundation, one group per server module, with the paths docs/behaviour.md#calls gives. Where it
 * leaves a method or path "not shown", the choice is recorded here. Their schemas are in
 * contract/schemas/api.ts.
 */

/** server/modules/tenant: which tenant a site is. */
export const tenantWires = defineWires({
  tenantByWebsite: 'GET /system/tenant/get-by-website',
})

/** server/modules/settings: the tenant's settings, currencies and countries. */
export const settingsWires = defineWires({
  tenantSetting: 'GET /system/tenant-setting/getByKey',
  currencies: 'GET /product/currencies/list',
  countryRegions: 'GET /system/country-region/list',
})

/** server/modules/content: notices, articles and home page designs. */
export const contentWires = defineWires({
  noticeNavigation: 'GET /system/notice/navigation',
  /** Every enabled type: it is a page, like its name says (pageNo, pageSize up to 100). */
  articleTypes: 'GET /systemArticle/articleTypePage',
  articles: 'GET /systemArticle/articlePage',
  articleDetail: 'GET /systemArticle/articleDetailPage',
  designTemplate: 'GET /promotion/diy-template/page',
})

/** server/modules/captcha: picture codes. */
export const captchaWires = defineWires({
  captcha: 'GET /system/captcha/captchaImage',
})

/** server/modules/auth: logging in and out, registering. */
export const authWires = defineWires({
  login: 'POST /member/firstauth/login',
  logout: 'POST /member/firstauth/logout',
  checkEmail: 'GET /member/firstauth/checkemail',
  intoRegister: 'GET /member/firstauth/intofirstregister',
  register: 'POST /member/firstauth/register',
  registerCode: 'GET /member/firstauth/getVerification',
})

/** server/modules/user: the shopper's profile and password. */
export const userWires = defineWires({
  userInfo: 'GET /member/userInfo/getUserInfo',
  saveUserInfo: 'POST /member/userInfo/createUserInfo',
  changePassword: 'POST /member/userInfo/updatePassWord',
  resetPassword: 'POST /member/userInfo/resetPassWord',
  forgetPassword: 'POST /member/userInfo/forgetPassword',
  /** Answers success for unknown addresses too (nothing is mailed), so it does not tell who has an account. */
  resetCode: 'POST /member/userInfo/getVerification',
})

/** server/modules/file: uploads. */
export const fileWires = defineWires({
  upload: 'POST /infra/file/upload multipart',
})
/** Paths alone, for the service's start-up replies and the tests (unused, they stay out of the storefront's bundle). */
export const paths = /* @__PURE__ */ pathsOf({
  ...tenantWires,
  ...settingsWires,
  ...contentWires,
  ...captchaWires,
  ...authWires,
  ...userWires,
  ...fileWires,
})

/** The largest page of articles the service gives. */
export const articlesMax = 50

export type Tenant = z.output<typeof s.tenant>
export type TenantSetting = z.output<typeof s.tenantSetting>
export type Currency = z.output<typeof s.currency>
export type CountryRegion = z.output<typeof s.countryRegion>
export type Notice = z.output<typeof s.notice>
export type ArticleType = z.output<typeof s.articleType>
export type Article = z.output<typeof s.article>
export type ArticlePage = Page<Article>
export type Captcha = z.output<typeof s.captcha>
export type LoginResult = z.output<typeof s.loginResult>
export type RegisterInfo = z.output<typeof s.registerInfo>
export type CodeSent = z.output<typeof s.codeSent>
export type UserInfo = z.output<typeof s.userInfo>

/** Settings of docs/behaviour.md#tenant-settings; each `settingValue` is one of these, as a JSON string. */
export const settingKeys = [
  'CUSTOMER_SERVICE_SETTING',
  'TABS_SETTING',
  'DOMAIN_PIC_SETTING',
  'SYSTEM_ARTICLE_SETTING',
  'CONTACT_US_SETTING',
  'FRONT_FOOTER_SETTING',
  'LISTING_REVIEW_SETTING',
  'NEW_IN_SETTING',
  'SETTLE_DAYS_SETTING',
] as const
export type SettingKey = (typeof settingKeys)[number]

export interface SettingValues {
  CUSTOMER_SERVICE_SETTING: { enabled: boolean; email: string; url?: string; welcome: Record<string, string> }
  TABS_SETTING: { tabsLogo: string; tabsName: string }
  DOMAIN_PIC_SETTING: { logo: string; logoDark?: string; favicon: string }
  /** `code` is an article type (the help page's menu entry), `collapseCode` the article opened in it. */
  SYSTEM_ARTICLE_SETTING: Record<'privacyPolicy' | 'termsAndConditions' | 'questions' | 'howToBuy', { code: string; collapseCode?: string }>
  CONTACT_US_SETTING: { email: string; weekdayHours: string; weekendHours: string; remark: Record<string, string> }
  FRONT_FOOTER_SETTING: { trademarkStatement: Record<string, string>; copyright: Record<string, string> }
  /** docs/behaviour.md#seller-center: whether a shop's listings and their changes wait for the platform's review (on when unset). */
  LISTING_REVIEW_SETTING: { enabled: boolean }
  /** docs/behaviour.md#catalog: how many days a product listed is "new in" (newInDays when unset). */
  NEW_IN_SETTING: { days: number }
  /** docs/behaviour.md#settlement: the return window, days after completion before a shop is paid for an order (settleDays when unset). */
  SETTLE_DAYS_SETTING: { days: number }
}

export { type NavType, navTypes } from './navigation'

export type NavEntry = z.output<typeof s.navEntry>
export type DesignBlock = z.output<typeof s.designBlock>
export type DesignTemplate = z.output<typeof s.designTemplate>
