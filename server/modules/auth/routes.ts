import { Hono } from 'hono'
import { paths, type RegisterInfo } from '../../../contract/api'
import { validateLogin, validateRegister } from '../../../contract/forms'
import { limits } from '../../../contract/validation'
import { inTenant } from '../../db/client'
import { requireUser } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { enforce, flag, optionalText, parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { readSetting } from '../settings/service'
import { issueEmailCode } from './emailCode'
import { mailboxInput, readMailbox } from './mailbox'
import { assertEmailFree, isEmailTaken, login, register } from './service'
import { revokeSession } from './session'
import { inTenantKeepingRefusals } from './transaction'

export const authRoutes = new Hono<AppEnv>()

const loginInput = mailboxInput.extend({ password: optionalText(64) })
const registerInput = loginInput.extend({ yzcode: optionalText(32), confirmPassword: optionalText(64), check: flag().optional().default(false) })

authRoutes.get(paths.checkEmail, async (c) => {
  const email = await readMailbox(c)
  return ok(c, !(await inTenant(c.var.db, c.var.tenantId, (tx) => isEmailTaken(tx, c.var.tenantId, email))))
})

authRoutes.get(paths.intoRegister, async (c) => {
  const articles = await inTenant(c.var.db, c.var.tenantId, (tx) => readSetting(tx, c.var.tenantId, 'SYSTEM_ARTICLE_SETTING'))
  const info: RegisterInfo = {
    termsArticleCode: articles?.termsAndConditions.collapseCode ?? articles?.termsAndConditions.code ?? '',
    privacyArticleCode: articles?.privacyPolicy.collapseCode ?? articles?.privacyPolicy.code ?? '',
    codeResendSeconds: limits.codeResendSeconds,
  }
  return ok(c, info)
})

authRoutes.get(paths.registerCode, async (c) => {
  const email = await readMailbox(c)
  const { tenantId, ip, lang } = c.var
  await inTenant(c.var.db, tenantId, async (tx) => {
    await assertEmailFree(tx, tenantId, email)
    await issueEmailCode(tx, c.var.mailer, { tenantId, email, purpose: 'register', ip, lang, secret: c.var.config.codeSecret })
  })
  return ok(c, true)
})

authRoutes.post(paths.register, async (c) => {
  const form = await parseInput(c, registerInput)
  enforce(validateRegister(form))
  const input = { email: form.mailbox, password: form.password, code: form.yzcode, codeSecret: c.var.config.codeSecret }
  return ok(c, await inTenantKeepingRefusals(c.var.db, c.var.tenantId, (tx) => register(tx, c.var.tenantId, input)))
})

authRoutes.post(paths.login, async (c) => {
  const form = await parseInput(c, loginInput)
  enforce(validateLogin(form))
  const input = { email: form.mailbox, password: form.password, ip: c.var.ip }
  return ok(c, await inTenantKeepingRefusals(c.var.db, c.var.tenantId, (tx) => login(tx, c.var.tenantId, input)))
})

authRoutes.post(paths.logout, requireUser, async (c) => {
  await inTenant(c.var.db, c.var.tenantId, (tx) => revokeSession(tx, c.var.user.sessionId))
  return ok(c, true)
})
