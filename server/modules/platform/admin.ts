import { Hono } from 'hono'
import { platformAdminCalls as calls } from '../../../contract/admin/platform'
import type { AppEnv } from '../../http/context'
import { orNotFound } from '../../http/errors'
import { route } from '../../http/route'
import { writeSetting } from '../settings/public'
import { captchaCode, lastMail, listTenants, showUser } from './service'

/** The platform's own calls (contract/admin/platform.ts): tenants, users, the last mail, a captcha's code. */
export const platformAdmin = new Hono<AppEnv>()
route(platformAdmin, calls.tenants, ({ withTx }) => withTx(listTenants))
route(platformAdmin, calls.lastMail, async ({ input, withTx }) => orNotFound(await withTx((tx) => lastMail(tx, input.email, input.tenant))))
route(platformAdmin, calls.showUser, async ({ input, withTx }) => orNotFound(await withTx((tx) => showUser(tx, input.email, input.tenant))))
route(platformAdmin, calls.captcha, async ({ input, withTx }) => orNotFound(await withTx((tx) => captchaCode(tx, input.uuid))))
route(platformAdmin, calls.newInWindow, async ({ input, withTx }) =>
  orNotFound(await withTx((tx) => writeSetting(tx, input.tenant, 'NEW_IN_SETTING', { days: input.days }))),
)
