import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/api'

/**
 * The /app-api calls of the foundation, with the paths SPEC.md section 7 gives. Where it
 * leaves a method or path "not shown", the choice is recorded here. Their schemas are in
 * contract/schemas/api.ts.
 */
export const apiWires = defineWires({
  tenantByWebsite: { method: 'GET', path: '/system/tenant/get-by-website', auth: 'guest', encoding: 'query' },
  tenantSetting: { method: 'GET', path: '/system/tenant-setting/getByKey', auth: 'guest', encoding: 'query' },
  currencies: { method: 'GET', path: '/product/currencies/list', auth: 'guest', encoding: 'query' },
  countryRegions: { method: 'GET', path: '/system/country-region/list', auth: 'guest', encoding: 'query' },
  noticeNavigation: { method: 'GET', path: '/system/notice/navigation', auth: 'guest', encoding: 'query' },
  /** Every enabled type: it is a page, like its name says (pageNo, pageSize up to 100). */
  articleTypes: { method: 'GET', path: '/systemArticle/articleTypePage', auth: 'guest', encoding: 'query' },
  articles: { method: 'GET', path: '/systemArticle/articlePage', auth: 'guest', encoding: 'query' },
  articleDetail: { method: 'GET', path: '/systemArticle/articleDetailPage', auth: 'guest', encoding: 'query' },
  designTemplate: { method: 'GET', path: '/promotion/diy-template/page', auth: 'guest', encoding: 'query' },
  captcha: { method: 'GET', path: '/system/captcha/captchaImage', auth: 'guest', encoding: 'query' },
  login: { method: 'POST', path: '/member/firstauth/login', auth: 'guest', encoding: 'form' },
  logout: { method: 'POST', path: '/member/firstauth/logout', auth: 'member', encoding: 'form' },
  checkEmail: { method: 'GET', path: '/member/firstauth/checkemail', auth: 'guest', encoding: 'query' },
  intoRegister: { method: 'GET', path: '/member/firstauth/intofirstregister', auth: 'guest', encoding: 'query' },
  register: { method: 'POST', path: '/member/firstauth/register', auth: 'guest', encoding: 'form' },
  registerCode: { method: 'GET', path: '/member/firstauth/getVerification', auth: 'guest', encoding: 'query' },
  userInfo: { method: 'GET', path: '/member/userInfo/getUserInfo', auth: 'member', encoding: 'query' },
  saveUserInfo: { method: 'POST', path: '/member/userInfo/createUserInfo', auth: 'member', encoding: 'form' },
  changePassword: { method: 'POST', path: '/member/userInfo/updatePassWord', auth: 'member', encoding: 'form' },
  resetPassword: { method: 'POST', path: '/member/userInfo/resetPassWord', auth: 'guest', encoding: 'form' },
  forgetPassword: { method: 'POST', path: '/member/userInfo/forgetPassword', auth: 'guest', encoding: 'form' },
  /** Answers success for unknown addresses too (nothing is mailed), so it does not tell who has an account. */
  resetCode: { method: 'POST', path: '/member/userInfo/getVerification', auth: 'guest', encoding: 'form' },
  upload: { method: 'POST', path: '/infra/file/upload', auth: 'member', encoding: 'multipart' },
})
export const paths = pathsOf(apiWires)

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
export type UserInfo = z.output<typeof s.userInfo>

/** Settings of SPEC.md section 3; each `settingValue` is one of these, as a JSON string. */
export const settingKeys = [
  'CUSTOMER_SERVICE_SETTING',
  'TABS_SETTING',
  'DOMAIN_PIC_SETTING',
  'SYSTEM_ARTICLE_SETTING',
  'CONTACT_US_SETTING',
  'FRONT_FOOTER_SETTING',
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
}

/** Navigation types of SPEC.md section 3, with their codes of section 4. */
export const navTypes = { newGood: 1, discount: 2, designer: 3, category: 4, brand: 5 } as const
export type NavType = keyof typeof navTypes

export type NavEntry = z.output<typeof s.navEntry>
export type DesignBlock = z.output<typeof s.designBlock>
export type DesignTemplate = z.output<typeof s.designTemplate>
