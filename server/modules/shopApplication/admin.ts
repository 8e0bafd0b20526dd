import { Hono } from 'hono'
import { z } from 'zod'
import { ShopApplicationStatus } from '../../../contract/lifecycles'
import { asPlatform, type Tx } from '../../db/client'
import type { AppContext, AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { listQuery, positiveId } from '../admin/inputs'
import { createInvites, listInvites } from './invites'
import { approveApplication, listApplications, rejectApplication, showApplication } from './platform'

/**
 * The platform's merchant applications and invite codes for `npm run ops` (mounted in the admin
 * API, behind its token): list, show, approve, reject; issue and list invite codes. Across tenants.
 */
export const shopApplicationAdmin = new Hono<AppEnv>()

const target = z.object({ id: positiveId })
const tenant = positiveId.optional().default(1)

/** The application as the operator sees it, with identity links on this service's address. */
const shown = (c: AppContext, tx: Tx, id: number) =>
  showApplication(tx, { id, origin: new URL(c.req.url).origin, secret: c.var.config.codeSecret })

shopApplicationAdmin.get('/shop-applications', async (c) => {
  const filter = await parseInput(c, listQuery(ShopApplicationStatus))
  return ok(c, await asPlatform(c.var.db, (tx) => listApplications(tx, filter)))
})

shopApplicationAdmin.get('/shop-applications/show', async (c) => {
  const { id } = await parseInput(c, target)
  return ok(c, await asPlatform(c.var.db, (tx) => shown(c, tx, id)))
})

/** A POST that parses `schema`, runs `action` and answers the application, in one platform transaction. */
function review<S extends z.ZodType<{ id: number }>>(path: string, schema: S, action: (tx: Tx, input: z.output<S>) => Promise<void>) {
  shopApplicationAdmin.post(path, async (c: AppContext) => {
    const input = await parseInput(c, schema)
    return ok(
      c,
      await asPlatform(c.var.db, async (tx) => {
        await action(tx, input)
        return shown(c, tx, input.id)
      }),
    )
  })
}

review('/shop-applications/approve', target, approveApplication)
review('/shop-applications/reject', target.extend({ reason: z.string().trim().max(500).optional() }), rejectApplication)

shopApplicationAdmin.get('/invite-codes', async (c) => {
  const input = await parseInput(c, z.object({ tenant }))
  return ok(c, await asPlatform(c.var.db, (tx) => listInvites(tx, input)))
})

const inviteRequest = z.object({
  tenant,
  count: z.number().int().min(1).max(100).optional().default(1),
  uses: z.number().int().min(1).max(100_000).optional().default(1),
  days: z.number().int().min(1).max(3650).optional(),
})

shopApplicationAdmin.post('/invite-codes', async (c) => {
  const input = await parseInput(c, inviteRequest)
  return ok(c, await asPlatform(c.var.db, (tx) => createInvites(tx, input)))
})
