import * as z from 'zod/mini'
import { articlesMax, authWires, captchaWires, contentWires, fileWires, navTypes, settingsWires, tenantWires, userWires } from '../api'
import { type LinkType, linkTypes } from '../navigation'
import { defineCalls } from '../call'
import { done, flag, formText, none, optionalText, pageOf, paging, requiredText, text } from '../fields'
import { languages, populations } from '../locale'

/** Request and response schemas of the foundation's calls (contract/api.ts). */

export const tenant = z.object({ id: z.number(), name: z.string() })
export const tenantSetting = z.object({ key: z.string(), settingValue: z.string() })
export const currency = z.object({ code: z.string(), symbol: z.string(), name: z.string(), rate: z.number() })
export interface CountryRegionShape {
  cno: string
  cname: string
  childlist: CountryRegionShape[]
}
export const countryRegion: z.ZodMiniType<CountryRegionShape> = z.object({
  cno: z.string(),
  cname: z.string(),
  get childlist() {
    return z.array(countryRegion)
  },
})
export const notice = z.object({ id: z.number(), title: z.string(), content: z.string(), url: z.optional(z.nullable(z.string())) })
export const articleType = z.object({ code: z.string(), name: z.string() })
/** `linkType` (contract/navigation.ts linkTypes) and `link`: where the article's entry leads, itself (0, '') or elsewhere. */
export const article = z.object({
  code: z.string(),
  title: z.string(),
  content: z.string(),
  typeCode: z.string(),
  linkType: z.union(
    Object.values(linkTypes).map((code) => z.literal(code)) as [z.ZodMiniLiteral<LinkType>, ...z.ZodMiniLiteral<LinkType>[]],
  ),
  link: z.string(),
})
export const captcha = z.object({ img: z.string(), uuid: z.string() })
export const loginResult = z.object({ accessToken: z.string(), email: z.string(), userId: z.number() })
/**
 * What "Send code" did (docs/behaviour.md#account): `true` when a code was mailed; otherwise no mail
 * went out (the address had one within its gap): until when the code already sent is good (null
 * when it is spent or worn out) and when a new one can be mailed, both epoch ms.
 */
export const codeSent = z.union([
  done(),
  z.object({ mailed: z.literal(false), validUntil: z.nullable(z.number()), nextMailAt: z.number() }),
])
export const registerInfo = z.object({ termsArticleCode: z.string(), privacyArticleCode: z.string(), codeResendSeconds: z.number() })

/** Every field optional: a save changes the fields given. */
export const profile = z.object({
  firstName: z.optional(text(50)),
  lastName: z.optional(text(50)),
  phone: z.optional(text(30)),
  address: z.optional(text(200)),
  houseNumber: z.optional(text(20)),
  country: z.optional(text(64)),
  province: z.optional(text(64)),
  city: z.optional(text(64)),
  postalCode: z.optional(text(20)),
  sex: z.optional(z.union([z.literal(''), z.int().check(z.gte(1), z.lte(3))])),
})
export const userInfo = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  houseNumber: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  postalCode: z.string(),
  sex: z.nullable(z.number()),
  payPasswordFlag: z.boolean(),
})

export const navEntry = z.object({
  switch: z.union([z.literal(0), z.literal(1)]),
  type: z.enum(Object.keys(navTypes) as [keyof typeof navTypes, ...(keyof typeof navTypes)[]]),
  id: z.number(),
  population: z.optional(z.enum(populations)),
  nameLocal: z.record(z.enum(languages), z.string()),
})
export const designBlock = z.object({ type: z.string(), data: z.record(z.string(), z.unknown()), style: z.record(z.string(), z.string()) })
export const designTemplate = z.object({
  id: z.number(),
  name: z.string(),
  content: z.object({
    category: z.array(z.enum(populations)),
    topNavigationBar: z.object({ logoUrl: z.string(), data: z.array(navEntry) }),
    property: z.array(designBlock),
  }),
})

/** The forms' fields arrive as text; their rules (contract/forms.ts) run once they are parsed. */
export const mailbox = { mailbox: formText(254) }
export const loginForm = z.object({ ...mailbox, password: formText(64) })
export const registerForm = z.object({
  ...mailbox,
  password: formText(64),
  yzcode: formText(32),
  confirmPassword: formText(64),
  check: z._default(flag(), false),
})
/** The picture code is optional on the wire: a client written from SPEC.md alone sends none (docs/behaviour.md#departures-from-specmd). */
export const registerCodeForm = z.object({ ...mailbox, captchaCode: optionalText(16), uuid: optionalText(64) })
const newPassword = { password: formText(64), confirmPassword: formText(64) }
export const forgotPasswordForm = z.object({ ...mailbox, yzcode: formText(32), ...newPassword })
export const resetPasswordForm = z.object({ ...forgotPasswordForm.shape, captchaCode: formText(16), uuid: formText(64) })
export const changePasswordForm = z.object({
  ...mailbox,
  oldPassword: formText(64),
  captchaCode: formText(16),
  uuid: formText(64),
  ...newPassword,
})

/** An empty code (`typeCode=`) counts as absent. */
const code = () => optionalText(64)

/** server/modules/tenant: which tenant a site is. */
export const tenantCalls = defineCalls(tenantWires, {
  tenantByWebsite: {
    summary: 'The tenant whose site the host is (data: null when none)',
    auth: 'guest',
    input: z.object({ website: requiredText(255) }),
    output: z.nullable(tenant),
  },
})

/** server/modules/settings: the tenant's settings, currencies and countries. */
export const settingsCalls = defineCalls(settingsWires, {
  tenantSetting: {
    summary: 'One setting as a JSON string (null when the tenant has not set it)',
    auth: 'guest',
    input: z.object({ key: requiredText(64) }),
    output: z.nullable(tenantSetting),
  },
  currencies: { summary: "The tenant's currencies and rates", auth: 'guest', input: none(), output: z.array(currency) },
  countryRegions: { summary: 'Countries with their provinces', auth: 'guest', input: none(), output: z.array(countryRegion) },
})

/** server/modules/content: notices, articles and home page designs. */
export const contentCalls = defineCalls(contentWires, {
  noticeNavigation: { summary: 'Enabled notices', auth: 'guest', input: none(), output: z.array(notice) },
  articleTypes: { summary: 'Article types (status=1)', auth: 'guest', input: z.object(paging(100)), output: pageOf(articleType) },
  articles: {
    summary: 'Articles of a type or one article by code, sanitised (pageSize 10, at most 50)',
    auth: 'guest',
    input: z.object({ typeCode: code(), articleCode: code(), ...paging(10, articlesMax) }),
    output: pageOf(article),
  },
  articleDetail: {
    summary: 'One article (404 when the tenant has none)',
    auth: 'guest',
    input: z.object({ articleCode: requiredText(64) }),
    output: article,
  },
  designTemplate: {
    summary: 'Home page designs (pageSize 100)',
    auth: 'guest',
    input: z.object(paging(100)),
    output: pageOf(designTemplate),
  },
})

/** server/modules/captcha: picture codes. */
export const captchaCalls = defineCalls(captchaWires, {
  captcha: { summary: 'A new picture code', auth: 'guest', input: none(), output: captcha },
})

/** server/modules/auth: logging in and out, registering. */
export const authCalls = defineCalls(authWires, {
  login: { summary: 'Log in with email and password', auth: 'guest', input: loginForm, output: loginResult },
  logout: { summary: 'Revoke this session (chosen here)', auth: 'member', input: none(), output: done() },
  checkEmail: { summary: 'True when the address is free', auth: 'guest', input: z.object(mailbox), output: z.boolean() },
  intoRegister: { summary: 'What the register page needs', auth: 'guest', input: none(), output: registerInfo },
  register: { summary: 'Create an account with an email code, and log in', auth: 'guest', input: registerForm, output: loginResult },
  registerCode: {
    summary: 'Mail a register code (with a picture code when given)',
    auth: 'guest',
    input: registerCodeForm,
    output: codeSent,
  },
})

/** server/modules/user: the shopper's profile and password. */
export const userCalls = defineCalls(userWires, {
  userInfo: { summary: "The shopper's profile", auth: 'member', input: none(), output: userInfo },
  saveUserInfo: { summary: 'Save profile fields; answers the profile', auth: 'member', input: profile, output: userInfo },
  changePassword: { summary: 'Change the password (with a picture code)', auth: 'member', input: changePasswordForm, output: done() },
  resetPassword: {
    summary: 'Reset the password with an email code and a picture code (page)',
    auth: 'guest',
    input: resetPasswordForm,
    output: done(),
  },
  forgetPassword: { summary: 'Reset the password with an email code (dialog)', auth: 'guest', input: forgotPasswordForm, output: done() },
  resetCode: { summary: 'Mail a reset code', auth: 'guest', input: z.object(mailbox), output: codeSent },
})

/** server/modules/file: uploads. */
export const fileCalls = defineCalls(fileWires, {
  upload: {
    summary: 'Upload an image (multipart `file`); answers its URL',
    auth: 'member',
    input: z.object({ file: z.optional(z.file()) }),
    output: z.string(),
  },
})
