import { asc, eq } from 'drizzle-orm'
import { inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import type { Shopper } from './shoppers'

/** Every mail to the shopper, oldest first, as the outbox keeps it. */
export const mailsTo = (server: TestServer, shopper: Shopper) =>
  inTenant(server.db, shopper.tenant, (tx) =>
    tx.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, shopper.email)).orderBy(asc(schema.mailOutbox.id)),
  )

/** The one mail the shopper got, failing when there are none or several. */
export async function onlyMail(server: TestServer, shopper: Shopper) {
  const mails = await mailsTo(server, shopper)
  if (mails.length !== 1) throw new Error(`${mails.length} mails to ${shopper.email}: ${mails.map((m) => m.subject).join(' | ')}`)
  return mails[0]
}

/** Both forms of a mail carry the link to the page, on the tenant's site (the test tenant's is localhost). */
export const linkIn = (path: string) => `http://localhost${path}`
