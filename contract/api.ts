import type { Page } from './envelope'
import type { ProfileForm } from './forms'

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
  articleTypes: '/systemArticle/articleTypePage', // GET status=1
  articles: '/systemArticle/articlePage', // GET typeCode | articleCode, pageNo, pageSize
  articleDetail: '/systemArticle/articleDetailPage', // GET articleCode
  designTemplate: '/promotion/diy-template/page', // GET pageNo, pageSize
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
  resetCode: '/member/userInfo/getVerification', // POST mailbox: sends a password reset code
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
  SYSTEM_ARTICLE_SETTING: Record<'privacyPolicy' | 'termsAndConditions' | 'questions' | 'howToBuy', { code: string; collapseCode?: string }>
  CONTACT_US_SETTING: { email: string; weekdayHours: string; weekendHours: string; remark: Record<string, string> }
  FRONT_FOOTER_SETTING: { trademarkStatement: Record<string, string>; copyright: Record<string, string> }
}
