import { inTenant } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { createSession } from '../../server/modules/auth/session'
import type { TestServer } from './harness'

let shoppers = 0
/** A new shopper of the tenant (password Secret123), logged in: made in the database, so counts start from zero. */
export async function newShopper(server: TestServer, tenant = 1, email = `shopper-${process.pid}-${++shoppers}@example.com`) {
  return inTenant(server.db, tenant, async (tx) => {
    const { id } = await createUser(tx, tenant, { email, password: 'Secret123' })
    return { id, email, tenant, token: await createSession(tx, tenant, id) }
  })
}
export type Shopper = Awaited<ReturnType<typeof newShopper>>
/** The call options that act as the shopper (their token, their tenant). */
export const as = (shopper: Shopper) => ({ token: shopper.token, tenant: shopper.tenant })
