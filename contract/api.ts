import type { Page } from './envelope'
import type { ProfileForm } from './forms'
import type { Language, Population } from './locale'

/**
 * The /app-api calls of the foundation, with the paths SPEC.md section 7 gives. Where it
 * leaves a method or path "not shown", the choice is recorded here.
 */
export const paths = {
  tenantByWebsite: '/system/tenant/get-by-website', // GET website
  tenantSetting: '/system/tenant-setting/getByKey', // GET key
  currencies: '/product/currencies/list', // GET
  countryRegions: '/system/country-region/list', // GET
  noticeNavigation: '/system/notice/navigation', // GET
  /** GET status=1 -> Page<ArticleType> (every enabled type: it is a page, like its name says; pageNo, pageSize up to 100) */
  articleTypes: '/systemArticle/articleTypePage',
  /** GET typeCode | articleCode, pageNo (1), pageSize (10, at most 50) -> Page<Article>, content sanitised */
  articles: '/systemArticle/articlePage',
  articleDetail: '/systemArticle/articleDetailPage', // GET articleCode -> Article (404 when the tenant has none)
  designTemplate: '/promotion/diy-template/page', // GET pageNo, pageSize (100) -> Page<DesignTemplate>
  captcha: '/system/captcha/captchaImage', // GET
  login: '/member/firstauth/login', // POST mailbox, password
  logout: '/member/firstauth/logout', // POST (not shown in SPEC.md)
  checkEmail: '/member/firstauth/checkemail', // GET mailbox -> true when free
  intoRegister: '/member/firstauth/intofirstregister', // GET -> RegisterInfo
  register: '/member/firstauth/register', // POST RegisterForm
  registerCode: '/member/firstauth/getVerification', // GET mailbox: sends a register code
  userInfo: '/member/userInfo/getUserInfo', // GET
  saveUserInfo: '/member/userInfo/createUserInfo', // POST ProfileForm
  changePassword: '/member/userInfo/updatePassWord', // POST ChangePasswordForm
  resetPassword: '/member/userInfo/resetPassWord', // POST ResetPasswordForm (page, with captcha)
  forgetPassword: '/member/userInfo/forgetPassword', // POST ForgotPasswordForm (dialog)
  /** POST mailbox: sends a reset code. Answers success for unknown addresses too (nothing is mailed), so it does not tell who has an account. */
  resetCode: '/member/userInfo/getVerification',
  upload: '/infra/file/upload', // POST multipart file -> URL
} as const

export interface Tenant { id: number; name: string }
export interface TenantSetting { key: string; settingValue: string }
export interface Currency { code: string; symbol: string; name: string; rate: number }
export interface CountryRegion { cno: string; cname: string; childlist: CountryRegion[] }
export interface Notice { id: number; title: string; content: string; url?: string | null }
export interface ArticleType { code: string; name: string }
export interface Article { code: string; title: string; content: string; typeCode: string }
export type ArticlePage = Page<Article>
export interface Captcha { img: string; uuid: string }
export interface LoginResult { accessToken: string; email: string; userId: number }
export interface RegisterInfo { termsArticleCode: string; privacyArticleCode: string; codeResendSeconds: number }
export interface UserInfo extends Required<Omit<ProfileForm, 'sex'>> { id: number; email: string; sex: number | null; payPasswordFlag: boolean }

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

/**
 * One entry of the header navigation. `id` is the category, brand or designer it opens
 * (0 when the type needs none); a category entry without a category yet names its
 * `population` instead.
 */
export interface NavEntry {
  switch: 0 | 1
  type: NavType
  id: number
  population?: Population
  nameLocal: Record<Language, string>
}

/** A block of the home page design; `type: 'theme'` carries the tenant's palette in `style`. */
export interface DesignBlock {
  type: string
  data: Record<string, unknown>
  style: Record<string, string>
}

export interface DesignTemplate {
  id: number
  name: string
  content: {
    category: Population[]
    topNavigationBar: { logoUrl: string; data: NavEntry[] }
    property: DesignBlock[]
  }
}
