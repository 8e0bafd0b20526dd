import { eq, inArray, sql } from 'drizzle-orm'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { newsletterAdminCalls } from '../../contract/admin/newsletter'
import type { Input } from '../../contract/call'
import { newsletterStatus } from '../../contract/newsletter'
import { inTenant, schema } from '../../server/db/client'
import { lastMail } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { newsletterSteps } from './newsletterHelpers'
import { runOpsCli } from './opsCli'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const { subscribe, rowOf, linksIn, send, open, confirmed } = newsletterSteps(() => server)
const oneClick = 'List-Unsubscribe=One-Click'

/** The mail's List-Unsubscribe headers, checked against the link its text carries. */
function expectUnsubscribeHeaders(mail: { body: string; headers: Record<string, string> | null }) {
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\S+/.exec(mail.body)?.[0]
  expect(link).toBeDefined()
  expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': oneClick })
}

/** A link with its token replaced. */
const withToken = (link: URL, token: string) => {
  const copy = new URL(link)
  copy.searchParams.set('token', token)
  return copy
}

describe('signed unsubscribe links', () => {
  it('the confirm and the welcome mail carry the same signed link and both List-Unsubscribe headers, which ops mail:last shows', async () => {
    await subscribe('headers@example.com')
    const asked = await linksIn('headers@example.com')
    expectUnsubscribeHeaders(asked.mail)
    await open(asked.confirm, 'POST')
    const welcome = await linksIn('headers@example.com')
    expect(welcome.mail.subject).toBe('Welcome to the Vitrine newsletter')
    expectUnsubscribeHeaders(welcome.mail)
    expect(welcome.unsubscribe?.href).toBe(asked.unsubscribe?.href)
    const shown = await server.admin.platform.lastMail({ email: 'headers@example.com', tenant: 1 })
    expect(shown.data.headers).toEqual(welcome.mail.headers)
  })

  it('a tampered token, a confirm secret and a made-up one are refused with the page’s message; nothing changes', async () => {
    await confirmed('victim@example.com')
    await subscribe('tamper@example.com')
    const { unsubscribe, confirm } = await linksIn('tamper@example.com')
    await open(confirm, 'POST')
    const [tenant, id, signature] = unsubscribe!.searchParams.get('token')!.split('.')
    const victim = await rowOf('victim@example.com')
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const forged = [
      `${tenant}.${victim.id}.${signature}`,
      `${tenant}.${id}.${flipped}`,
      `${tenant}.${id}`,
      confirm!.searchParams.get('token')!,
      '1.1.x',
    ]
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const page = await open(withToken(unsubscribe!, token), method)
        expect([token, page.status]).toEqual([token, 404])
        expect(page.html).toContain('This link is not valid')
      }
    }
    expect((await rowOf('victim@example.com')).status).toBe(newsletterStatus.confirmed)
    expect((await rowOf('tamper@example.com')).status).toBe(newsletterStatus.confirmed)
  })

  it('another tenant’s link, or its token re-addressed to this tenant, is refused on this tenant’s site', async () => {
    await confirmed('elsewhere@example.com', { tenant: 2 })
    const { unsubscribe } = await linksIn('elsewhere@example.com', 2)
    const here = new URL(server.base).host
    expect((await open(unsubscribe, 'POST', here)).status).toBe(404)
    const [, id, signature] = unsubscribe!.searchParams.get('token')!.split('.')
    const readdressed = await open(withToken(unsubscribe!, `1.${id}.${signature}`), 'POST', here)
    expect(readdressed.status).toBe(404)
    expect(readdressed.html).toContain('This link is not valid')
    expect((await rowOf('elsewhere@example.com', 2)).status).toBe(newsletterStatus.confirmed)
    // On its own tenant's site (the link's host) it works.
    expect((await open(unsubscribe, 'POST')).status).toBe(200)
    expect((await rowOf('elsewhere@example.com', 2)).status).toBe(newsletterStatus.unsubscribed)
  })

  it('a mail client’s one-click POST unsubscribes without the page’s form, urlencoded or multipart', async () => {
    const bodies = {
      'application/x-www-form-urlencoded': oneClick,
      'multipart/form-data; boundary=b0undary': `--b0undary\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0undary--\r\n`,
    }
    for (const [type, body] of Object.entries(bodies)) {
      const email = `oneclick.${type.split(/[/;]/)[1]}@example.com`
      await confirmed(email, { lang: 'ko' })
      const link = (await linksIn(email)).unsubscribe!
      const answer = await send(`${link.pathname}${link.search}`, {
        method: 'POST',
        host: link.host,
        headers: { 'content-type': type },
        body,
      })
      expect(answer.status).toBe(200)
      expect(await rowOf(email)).toMatchObject({ status: newsletterStatus.unsubscribed, unsubscribedAt: expect.any(Date) })
    }
  })
})

const m = schema.mailOutbox

/** Who got mail with this subject in the tenant. */
const recipientsOf = async (subject: string, tenant = 1) =>
  (await inTenant(server.db, tenant, (tx) => tx.select({ to: m.to }).from(m).where(eq(m.subject, subject)))).map((r) => r.to).sort()

const campaign = (input: Input<typeof newsletterAdminCalls.send>) => server.admin.newsletter.send(input)

describe('newsletter campaigns', () => {
  beforeAll(async () => {
    await confirmed('reads.en@example.com')
    await confirmed('reads.fr@example.com', { lang: 'fr' })
    await subscribe('waits@example.com')
    await confirmed('left@example.com', { lang: 'fr' })
    await open((await linksIn('left@example.com')).unsubscribe, 'POST')
  })

  it('reaches every confirmed subscriber, never one waiting or unsubscribed, each with their own link and both headers', async () => {
    const answer = await campaign({ subject: 'The spring edit', body: 'Linen, at last.' })
    expect(answer.code).toBe(0)
    const recipients = await recipientsOf('The spring edit')
    expect(answer.data).toMatchObject({ tenantId: 1, sent: recipients.length })
    expect(recipients).toEqual(expect.arrayContaining(['reads.en@example.com', 'reads.fr@example.com']))
    expect(recipients).not.toContain('waits@example.com')
    expect(recipients).not.toContain('left@example.com')
    const statuses = await inTenant(server.db, 1, (tx) =>
      tx
        .select({ status: schema.newsletterSubscriptions.status })
        .from(schema.newsletterSubscriptions)
        .where(inArray(schema.newsletterSubscriptions.email, recipients)),
    )
    expect(statuses.every((s) => s.status === newsletterStatus.confirmed)).toBe(true)

    const fr = await linksIn('reads.fr@example.com')
    expect(fr.mail.body).toMatch(/^Linen, at last\.\n\n-- \nVous recevez ce message/)
    expect(fr.unsubscribe?.searchParams.get('language')).toBe('fr')
    expect(fr.unsubscribe?.origin).toBe(server.base)
    expectUnsubscribeHeaders(fr.mail)
    expect(fr.unsubscribe?.href).not.toBe((await linksIn('reads.en@example.com')).unsubscribe?.href)
  })

  it('goes only to the language asked for; after unsubscribing by its link a campaign no longer reaches them', async () => {
    const fr = await campaign({ subject: 'Les soldes privées', body: 'Dès demain.', lang: 'fr' })
    expect(await recipientsOf('Les soldes privées')).toEqual(['reads.fr@example.com'])
    expect(fr.data.sent).toBe(1)

    const { unsubscribe } = await linksIn('reads.fr@example.com')
    const link = unsubscribe!
    await send(`${link.pathname}${link.search}`, {
      method: 'POST',
      host: link.host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: oneClick,
    })
    const after = await campaign({ subject: 'Les soldes, suite', body: 'Encore.', lang: 'fr' })
    expect(after.data.sent).toBe(0)
    expect(await recipientsOf('Les soldes, suite')).toEqual([])
  })

  it('sends in batches to every one of a thousand subscribers, its links on the tenant’s own website', async () => {
    const s = schema.newsletterSubscriptions
    await inTenant(server.db, 2, (tx) =>
      tx.execute(sql`insert into ${s} (tenant_id, email, lang, status, token_hash)
        select 2, 'many' || n || '@example.com', 'ko', ${newsletterStatus.confirmed}, md5('many' || n)
        from generate_series(1, 1001) n`),
    )
    const answer = await campaign({ subject: '새 시즌', body: '새 컬렉션', lang: 'ko', tenant: 2 })
    expect(answer.data).toEqual({ tenantId: 2, lang: 'ko', sent: 1001 })
    const [{ mails, links }] = await inTenant(server.db, 2, (tx) =>
      tx
        .select({ mails: sql<number>`count(*)::int`, links: sql<number>`count(distinct ${m.headers}->>'List-Unsubscribe')::int` })
        .from(m)
        .where(eq(m.subject, '새 시즌')),
    )
    expect([mails, links]).toEqual([1001, 1001])
    const one = await lastMail(server, 'many1001@example.com', 2)
    expect(one.body).toContain(`http://maison.localhost:${new URL(server.base).port}/newsletter/unsubscribe?token=2.`)
  })

  it('refuses a subject on two lines, an empty body, an unknown language or tenant', async () => {
    for (const send of [
      () => campaign({ subject: 'Hello\r\nBcc: all@example.com', body: 'x' }),
      () => campaign({ subject: 'Hello', body: '   ' }),
      // Raw: a language the typed input does not offer.
      () => server.ops('/newsletter/send', { method: 'POST', json: { subject: 'Hello', body: 'x', lang: 'de' } }),
    ]) {
      const answer = await send()
      expect([answer.status, answer.data]).toEqual([400, null])
    }
    expect((await campaign({ subject: 'Hello', body: 'x', tenant: 999 })).status).toBe(404)
    expect(await recipientsOf('Hello')).toEqual([])
  })

  it('ops newsletter:send mails a file’s text and prints how many; a missing file is one clear line', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campaign-'))
    const file = join(dir, 'body.txt')
    writeFileSync(file, 'Des robes, enfin.\nÀ bientôt.')
    const run = await runOpsCli(server.base, ['newsletter:send', '--subject', 'Robes', '--body-file', file])
    expect(run.code).toBe(0)
    const recipients = await recipientsOf('Robes')
    expect(recipients).toContain('reads.en@example.com')
    expect(recipients).not.toContain('reads.fr@example.com')
    expect(JSON.parse(run.stdout)).toEqual({ tenantId: 1, lang: null, sent: recipients.length })
    expect((await lastMail(server, 'reads.en@example.com')).body).toMatch(/^Des robes, enfin\.\nÀ bientôt\.\n\n-- \nYou receive this mail/)

    const missing = await runOpsCli(server.base, ['newsletter:send', '--subject', 'Robes', '--body-file', join(dir, 'none.txt')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('cannot read --body-file')
    rmSync(dir, { recursive: true })
  })
})
