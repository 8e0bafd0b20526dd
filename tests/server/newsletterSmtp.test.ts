import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterStatus } from '../../contract/newsletter'
import { inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { eventually, startWithFakeSmtp } from './smtpHelpers'

const m = schema.mailOutbox
const subscribers = 120

describe('newsletter mail by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startWithFakeSmtp>>
  let server: TestServer
  beforeAll(async () => {
    smtp = await startWithFakeSmtp('news@vitrine.test')
    server = smtp.server
    const s = schema.newsletterSubscriptions
    await inTenant(server.db, 1, (tx) =>
      tx.execute(sql`insert into ${s} (tenant_id, email, lang, status, token_hash)
        select 1, 'smtp' || n || '@example.com', 'ja', ${newsletterStatus.confirmed}, md5('smtp' || n)
        from generate_series(1, ${subscribers}) n`),
    )
  })
  afterAll(() => smtp.stop())

  it('delivers every mail of a campaign larger than a delivery page, each with its List-Unsubscribe headers', async () => {
    const answer = await server.admin.newsletter.send({ subject: 'Nouveautés', body: 'x', lang: 'ja' })
    expect(answer.data.sent).toBe(subscribers)
    const unsent = () =>
      inTenant(server.db, 1, (tx) =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(m)
          .where(and(eq(m.subject, 'Nouveautés'), isNull(m.sentAt))),
      )
    await eventually(unsent, ([{ n }]) => n === 0)

    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(m).where(eq(m.to, 'smtp7@example.com')))
    // Headers arrive folded: a long value continues on the next line after whitespace.
    const message = smtp.received.find((text) => text.includes('To: smtp7@example.com'))?.replace(/\n[ \t]+/g, ' ')
    expect(message).toContain(`List-Unsubscribe: ${row.headers?.['List-Unsubscribe']}\n`)
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\n')
    expect(row.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=1\.\d+\.[\w-]{43}&language=ja>$/,
    )
  })
})
