import { Hono } from 'hono'
import { shopApplicationAdminCalls as calls } from '../../../contract/admin/shopApplication'
import type { Tx } from '../../db/client'
import type { AppContext, AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { createInvites, listInvites } from './invites'
import { approveApplication, listApplications, rejectApplication, showApplication } from './platform'

/** The platform's merchant application and invite code calls (contract/admin/shopApplication.ts), mounted in the admin API. */
export const shopApplicationAdmin = new Hono<AppEnv>()

/** The application as the operator sees it, with identity links on this service's address. */
const shown = (c: AppContext, tx: Tx, id: number) =>
  showApplication(tx, { id, origin: new URL(c.req.url).origin, secret: c.get('config').codeSecret })

/** Runs a review, then answers the application as it now stands, in the same transaction. */
const review = <I extends { id: number }>(c: AppContext, tx: Tx, input: I, action: (tx: Tx, input: I) => Promise<void>) =>
  action(tx, input).then(() => shown(c, tx, input.id))

route(shopApplicationAdmin, calls.applications, ({ input, withTx }) => withTx((tx) => listApplications(tx, input)))
route(shopApplicationAdmin, calls.showApplication, ({ c, input, withTx }) => withTx((tx) => shown(c, tx, input.id)))
route(shopApplicationAdmin, calls.approve, ({ c, input, withTx }) => withTx((tx) => review(c, tx, input, approveApplication)))
route(shopApplicationAdmin, calls.reject, ({ c, input, withTx }) => withTx((tx) => review(c, tx, input, rejectApplication)))
route(shopApplicationAdmin, calls.invites, ({ input, withTx }) => withTx((tx) => listInvites(tx, input)))
route(shopApplicationAdmin, calls.createInvites, ({ input, withTx }) => withTx((tx) => createInvites(tx, input)))
