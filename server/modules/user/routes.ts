import { Hono } from 'hono'
import { z } from 'zod'
import { paths } from '../../../contract/api'
import { validateChangePassword, validateForgotPassword, validateResetPassword } from '../../../contract/forms'
import { inTenant } from '../../db/client'
import { requireUser } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { enforce, optionalText, parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { issueEmailCode } from '../auth/emailCode'
import { mailboxInput, readMailbox } from '../auth/mailbox'
import { changePassword, isEmailTaken, resetPassword } from '../auth/service'
import { inTenantKeepingRefusals } from '../auth/transaction'
import { saveProfile, userInfo } from './service'

export const userRoutes = new Hono<AppEnv>()

const maybe = (max: number) => z.coerce.string().trim().max(max).optional()
const profileInput = z.object({
  firstName: maybe(50),
  lastName: maybe(50),
  phone: maybe(30),
  address: maybe(200),
  houseNumber: maybe(20),
  country: maybe(64),
  province: maybe(64),
  city: maybe(64),
  postalCode: maybe(20),
  sex: z.union([z.literal(''), z.coerce.number().int().min(1).max(3)]).optional().transform((v) => (v === '' ? undefined : v)),
})

const passwordFields = { password: optionalText(64), confirmPassword: optionalText(64) }
const forgotInput = mailboxInput.extend({ yzcode: optionalText(32), ...passwordFields })
const resetInput = forgotInput.extend({ captchaCode: optionalText(16), uuid: optionalText(64) })
const changeInput = mailboxInput.extend({ oldPassword: optionalText(64), captchaCode: optionalText(16), uuid: optionalText(64), ...passwordFields })

userRoutes.get(paths.userInfo, requireUser, async (c) =>
  ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => userInfo(tx, c.var.tenantId, c.var.user.id))),
)

userRoutes.post(paths.saveUserInfo, requireUser, async (c) => {
  const profile = await parseInput(c, profileInput)
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => saveProfile(tx, c.var.tenantId, c.var.user.id, profile)))
})

userRoutes.post(paths.changePassword, requireUser, async (c) => {
  const form = await parseInput(c, changeInput)
  enforce(validateChangePassword(form))
  const input = { ...form, ip: c.var.ip, sessionId: c.var.user.sessionId }
  await inTenantKeepingRefusals(c.var.db, c.var.tenantId, (tx) => changePassword(tx, c.var.tenantId, c.var.user.id, input))
  return ok(c, true)
})

userRoutes.post(paths.forgetPassword, async (c) => {
  const form = await parseInput(c, forgotInput)
  enforce(validateForgotPassword(form))
  const input = { ...form, codeSecret: c.var.config.codeSecret }
  await inTenantKeepingRefusals(c.var.db, c.var.tenantId, (tx) => resetPassword(tx, c.var.tenantId, input))
  return ok(c, true)
})

userRoutes.post(paths.resetPassword, async (c) => {
  const form = await parseInput(c, resetInput)
  enforce(validateResetPassword(form))
  const input = { ...form, captcha: { uuid: form.uuid, code: form.captchaCode }, codeSecret: c.var.config.codeSecret }
  await inTenantKeepingRefusals(c.var.db, c.var.tenantId, (tx) => resetPassword(tx, c.var.tenantId, input))
  return ok(c, true)
})

/** Answers success for unknown addresses too (nothing is mailed then), so it does not tell who has an account. */
userRoutes.post(paths.resetCode, async (c) => {
  const email = await readMailbox(c)
  const { tenantId, ip, lang } = c.var
  await inTenant(c.var.db, tenantId, async (tx) => {
    const deliver = await isEmailTaken(tx, tenantId, email)
    await issueEmailCode(tx, c.var.mailer, { tenantId, email, purpose: 'reset', ip, lang, deliver, secret: c.var.config.codeSecret })
  })
  return ok(c, true)
})
