import { createHash } from 'node:crypto'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { newsletterPaths, newsletterStatus } from '../../contract/newsletter'
import { inTenant, schema } from '../../server/db/client'
import { freshIp } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { newsletterSteps } from './newsletterHelpers'
import { runOpsCli } from './opsCli'

let server: TestServer
beforeAll(async () => {
  // Low limits, so the landing pages' budget can be spent; every other request has an address of its own.
  server = await startTestServer({ RATE_LIMIT_READS: '6', RATE_LIMIT_WRITES: '6' })
})
afterAll(() => server.stop())

const t = schema.newsletterSubscriptions
const { subscribe, rowOf, mailsTo, linksIn, send, open } = newsletterSteps(() => server)

/** Moves a subscription's latest link (and its one-a-minute resend pause) back in time. */
const age = (email: string, interval: string, tenant = 1) =>
  inTenant(server.db, tenant, (tx) =>
    tx
      .update(t)
      .set({ createdAt: sql`${t.createdAt} - ${interval}::interval` })
      .where(sql`lower(${t.email}) = ${email.toLowerCase()}`),
  )

describe('newsletter double opt-in', () => {
  it('mails a confirm link in the request’s language; only the secret’s SHA-256 is stored; nothing is confirmed yet', async () => {
    expect((await subscribe('Reader@Example.com', { lang: 'ja' })).code).toBe(0)
    const { mail, confirm, unsubscribe } = await linksIn('reader@example.com')
    expect(mail.subject).toBe('Vitrine ニュースレターの購読を確認してください')
    expect(confirm?.origin).toBe(server.base)
    expect(confirm?.searchParams.get('language')).toBe('ja')
    const token = confirm!.searchParams.get('token')!
    expect(token.length).toBeGreaterThanOrEqual(43)
    const row = await rowOf('reader@example.com')
    // The unsubscribe link is signed, not the confirm link's secret: it names the subscription.
    expect(unsubscribe?.searchParams.get('token')).toMatch(new RegExp(`^1\\.${row.id}\\.[\\w-]{43}$`))
    expect(unsubscribe?.searchParams.get('language')).toBe('ja')
    expect(row).toMatchObject({ email: 'reader@example.com', lang: 'ja', status: newsletterStatus.waiting, confirmedAt: null })
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('asks on GET (a mail scanner opening the link confirms nothing), confirms on POST once, and welcomes with an unsubscribe link', async () => {
    await subscribe('confirm@example.com', { lang: 'fr' })
    const { confirm, unsubscribe } = await linksIn('confirm@example.com')
    const asked = await open(confirm)
    expect(asked.status).toBe(200)
    expect(asked.html).toContain('<html lang="fr">')
    expect(asked.html).toContain('Envoyer la newsletter Vitrine à confirm@example.com ?')
    expect(asked.html).toContain('<form method="post">')
    expect(asked.headers['content-security-policy']).toContain("default-src 'none'")
    expect(asked.headers['referrer-policy']).toBe('no-referrer')
    expect((await rowOf('confirm@example.com')).status).toBe(newsletterStatus.waiting)

    const done = await open(confirm, 'POST')
    expect(done.status).toBe(200)
    expect(done.html).toContain('Merci ! confirm@example.com recevra la newsletter Vitrine.')
    const row = await rowOf('confirm@example.com')
    expect(row.status).toBe(newsletterStatus.confirmed)
    expect(row.confirmedAt).toBeInstanceOf(Date)
    const welcome = await linksIn('confirm@example.com')
    expect(welcome.mail.subject).toBe('Bienvenue dans la newsletter Vitrine')
    expect(welcome.unsubscribe?.href).toBe(unsubscribe?.href)

    expect((await open(confirm, 'POST')).status).toBe(200)
    expect(await mailsTo('confirm@example.com')).toBe(2)
  })

  it('unsubscribes without logging in (GET asks, POST does it, again is fine); the link then no longer confirms', async () => {
    await subscribe('leave@example.com')
    const { confirm, unsubscribe } = await linksIn('leave@example.com')
    await open(confirm, 'POST')
    const asked = await open(unsubscribe)
    expect(asked.html).toContain('Stop sending the Vitrine newsletter to leave@example.com?')
    expect((await rowOf('leave@example.com')).status).toBe(newsletterStatus.confirmed)

    const done = await open(unsubscribe, 'POST')
    expect(done.status).toBe(200)
    expect(done.html).toContain('leave@example.com will no longer receive the Vitrine newsletter.')
    const row = await rowOf('leave@example.com')
    expect(row.status).toBe(newsletterStatus.unsubscribed)
    expect(row.unsubscribedAt).toBeInstanceOf(Date)
    expect((await open(unsubscribe, 'POST')).status).toBe(200)
    expect((await open(unsubscribe)).html).toContain('will no longer receive')

    const again = await open(confirm, 'POST')
    expect(again.status).toBe(410)
    expect(again.html).toContain('This address has been unsubscribed.')
    expect((await rowOf('leave@example.com')).status).toBe(newsletterStatus.unsubscribed)
  })

  it('a subscription still waiting for its confirmation can be unsubscribed too', async () => {
    await subscribe('never@example.com')
    await open((await linksIn('never@example.com')).unsubscribe, 'POST')
    expect((await rowOf('never@example.com')).status).toBe(newsletterStatus.unsubscribed)
  })

  it('subscribing again after unsubscribing mails a new confirmation; the old link is dead', async () => {
    await subscribe('back@example.com')
    const first = await linksIn('back@example.com')
    await open(first.confirm, 'POST')
    await open(first.unsubscribe, 'POST')
    const mails = await mailsTo('back@example.com')

    expect((await subscribe('BACK@example.com', { lang: 'ko' })).code).toBe(0)
    expect(await mailsTo('back@example.com')).toBe(mails + 1)
    const second = await linksIn('back@example.com')
    expect(second.mail.subject).toContain('Vitrine')
    expect(second.confirm?.searchParams.get('token')).not.toBe(first.confirm?.searchParams.get('token'))
    expect(await rowOf('back@example.com')).toMatchObject({
      status: newsletterStatus.waiting,
      lang: 'ko',
      confirmedAt: null,
      unsubscribedAt: null,
    })
    expect((await open(first.confirm)).status).toBe(404)
    expect((await open(second.confirm, 'POST')).status).toBe(200)
    expect((await rowOf('back@example.com')).status).toBe(newsletterStatus.confirmed)
  })

  it('one subscription per address whatever its case; a waiting one gets a new link at most once a minute; a confirmed one no mail', async () => {
    await subscribe('Twice@Example.com')
    expect((await subscribe('twice@example.com')).code).toBe(0)
    expect(await mailsTo('twice@example.com')).toBe(1)
    const [{ n }] = await inTenant(server.db, 1, (tx) =>
      tx.select({ n: count() }).from(t).where(sql`lower(${t.email}) = 'twice@example.com'`),
    )
    expect(n).toBe(1)

    const first = await linksIn('twice@example.com')
    await age('twice@example.com', '2 minutes')
    await subscribe('twice@example.com')
    expect(await mailsTo('twice@example.com')).toBe(2)
    expect((await open(first.confirm)).status).toBe(404)
    await open((await linksIn('twice@example.com')).confirm, 'POST')

    await age('twice@example.com', '2 minutes')
    expect((await subscribe('twice@example.com')).code).toBe(0)
    expect(await mailsTo('twice@example.com')).toBe(3)
    expect((await rowOf('twice@example.com')).status).toBe(newsletterStatus.confirmed)
  })

  it('two subscribes of one address at once make one row and one mail, never a 500', async () => {
    const answers = await Promise.all([subscribe('race@example.com'), subscribe('RACE@example.com'), subscribe('race@example.com')])
    expect(answers.map((a) => [a.status, a.code])).toEqual([
      [200, 0],
      [200, 0],
      [200, 0],
    ])
    expect(await mailsTo('race@example.com')).toBe(1)
  })

  it('refuses an address that is missing or malformed with the field error, in the request’s language', async () => {
    const empty = await subscribe('  ', { lang: 'zh' })
    expect([empty.status, empty.code]).toEqual([400, ErrorCode.invalidField])
    const bad = await subscribe('not-an-address')
    expect(bad.code).toBe(ErrorCode.invalidField)
    expect(bad.msg).toBe('The email format is incorrect')
    expect(await rowOf('not-an-address')).toBeUndefined()
  })

  it('an expired confirmation link is refused and confirms nothing; subscribing again sends a live one', async () => {
    await subscribe('late@example.com')
    const { confirm } = await linksIn('late@example.com')
    await age('late@example.com', '8 days')
    const expired = await open(confirm, 'POST')
    expect(expired.status).toBe(410)
    expect(expired.html).toContain('This confirmation link has expired.')
    expect((await open(confirm)).status).toBe(410)
    expect((await rowOf('late@example.com')).status).toBe(newsletterStatus.waiting)
    await subscribe('late@example.com')
    expect((await open((await linksIn('late@example.com')).confirm, 'POST')).status).toBe(200)
  })

  it('unknown, missing and malformed tokens get the not-valid page', async () => {
    const base = new URL('/newsletter/confirm', server.base)
    for (const search of ['?token=nope', '', '?token=', `?token=${'a'.repeat(5000)}`]) {
      const page = await open(new URL(search, base))
      expect(page.status).toBe(404)
      expect(page.html).toContain('This link is not valid')
    }
    expect((await open(new URL('/newsletter/unsubscribe?token=nope', server.base), 'POST')).status).toBe(404)
  })

  it('another tenant’s link opened on this tenant’s site finds nothing and changes nothing', async () => {
    expect((await subscribe('both@example.com', { tenant: 2 })).code).toBe(0)
    const { confirm, unsubscribe } = await linksIn('both@example.com', 2)
    // Tenant 2's websites: the link points there, whatever host the storefront called from.
    expect(confirm?.host).toBe('maison.localhost')
    const here = new URL(server.base).host
    expect((await open(confirm, 'POST', here)).status).toBe(404)
    expect((await open(unsubscribe, 'POST', here)).status).toBe(404)
    expect((await rowOf('both@example.com', 2)).status).toBe(newsletterStatus.waiting)
    expect(await rowOf('both@example.com', 1)).toBeUndefined()
    expect((await open(confirm, 'POST')).status).toBe(200)
    expect((await rowOf('both@example.com', 2)).status).toBe(newsletterStatus.confirmed)
  })

  it('a forged Host never reaches a mail: links point to one of the tenant’s websites', async () => {
    const answer = await send(`/app-api${newsletterPaths.subscribe}`, {
      method: 'POST',
      host: 'evil.example',
      headers: { 'tenant-id': '1', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=forged%40example.com',
    })
    expect(JSON.parse(answer.html)).toMatchObject({ code: 0 })
    const { confirm } = await linksIn('forged@example.com')
    expect(confirm?.host).toBe('localhost')
  })

  it('the landing pages spend the address’s read budget', async () => {
    const ip = freshIp()
    const link = new URL('/newsletter/confirm?token=guess', server.base)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await open(link, 'GET', link.host, ip)).status)
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(404))
    expect(statuses[6]).toBe(429)
  })

  it('a mail provider’s one-click posts from one address are never throttled; the page’s views still are', async () => {
    await subscribe('crowd@example.com')
    await open((await linksIn('crowd@example.com')).confirm, 'POST')
    const { unsubscribe } = await linksIn('crowd@example.com')
    const ip = freshIp()
    const posts: number[] = []
    for (let i = 0; i < 8; i++) posts.push((await open(unsubscribe, 'POST', unsubscribe?.host, ip)).status)
    expect(posts).toEqual(Array(8).fill(200))
    expect((await rowOf('crowd@example.com')).status).toBe(newsletterStatus.unsubscribed)
    const views: number[] = []
    for (let i = 0; i < 7; i++) views.push((await open(unsubscribe, 'GET', unsubscribe?.host, ip)).status)
    expect(views.at(-1)).toBe(429)
  })

  it('the admin API lists subscriptions by status and tenant, without their secrets', async () => {
    await subscribe('listed@example.com')
    await open((await linksIn('listed@example.com')).confirm, 'POST')
    const confirmed = await server.admin.newsletter.subscriptions({ status: 'confirmed', tenant: 1 })
    expect(confirmed.code).toBe(0)
    expect(confirmed.data.map((r) => r.email)).toContain('listed@example.com')
    expect(confirmed.data.every((r) => r.statusName === 'confirmed' && r.tenantId === 1 && r.confirmedAt)).toBe(true)
    expect(JSON.stringify(confirmed.data)).not.toContain('tokenHash')
    const waiting = await server.admin.newsletter.subscriptions({ status: 0, tenant: 2 })
    expect(waiting.data.every((r) => r.statusName === 'waiting' && r.tenantId === 2)).toBe(true)
    expect((await server.admin.newsletter.subscriptions({ status: 'sideways' })).code).not.toBe(0)
  })

  it('ops newsletter:list prints them', { timeout: 60_000 }, async () => {
    const run = await runOpsCli(server.base, ['newsletter:list', '--status', 'confirmed', '--tenant', '1'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('"email": "listed@example.com"')
    expect(run.stdout).toContain('"statusName": "confirmed"')
    expect(run.stdout).not.toContain('"email": "never@example.com"')
  })
})
