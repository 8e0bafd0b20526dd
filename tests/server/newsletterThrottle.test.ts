import { like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { inTenant, schema } from '../../server/db/client'
import { subscribeRules } from '../../server/modules/newsletter/service'
import { freshIp } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { newsletterSteps } from './newsletterHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const { subscribe, mailsTo } = newsletterSteps(() => server)
const t = schema.newsletterSubscriptions
const throttle = schema.authThrottle

// The clock these rules read is the database's: a test moves the rows back in time instead of waiting.
const age = (email: string, seconds: number) =>
  inTenant(server.db, 1, (tx) =>
    tx
      .update(t)
      .set({ createdAt: sql`${t.createdAt} - make_interval(secs => ${seconds})` })
      .where(sql`lower(${t.email}) = ${email}`),
  )
const ageAsks = (ip: string, seconds: number) =>
  inTenant(server.db, 1, (tx) =>
    tx
      .update(throttle)
      .set({ createdAt: sql`${throttle.createdAt} - make_interval(secs => ${seconds})` })
      .where(like(throttle.key, `newsletter:ip:${ip}`)),
  )

const subscribeFrom = (ip: string, email: string, lang = 'en') =>
  server.api.newsletter.subscribe({ email }, { lang, headers: { 'x-forwarded-for': ip } })

describe('newsletter subscriptions cannot be used to mail an address at will', () => {
  it('an address still waiting is mailed again only after a gap that doubles with each mail of the hour', async () => {
    const email = 'gap@example.com'
    /** Moves the last mail `seconds` back, subscribes again (the same answer whatever happens), counts the mails. */
    const mailsAfter = async (seconds: number) => {
      await age(email, seconds)
      expect((await subscribe(email)).code).toBe(0)
      return mailsTo(email)
    }
    await subscribe(email)
    expect(await mailsTo(email)).toBe(1)
    // 2 minutes after the first mail, a second; then 4 minutes; then 8.
    expect(await mailsAfter(110)).toBe(1)
    expect(await mailsAfter(11)).toBe(2)
    expect(await mailsAfter(230)).toBe(2)
    expect(await mailsAfter(11)).toBe(3)
    expect(await mailsAfter(470)).toBe(3)
    expect(await mailsAfter(11)).toBe(4)
  })

  it(`a client may ask ${subscribeRules.perClientPerHour} subscriptions an hour; then it is refused with the minutes to wait, in its language`, async () => {
    const ip = freshIp()
    for (let i = 0; i < subscribeRules.perClientPerHour; i++) expect((await subscribeFrom(ip, `many${i}@example.com`)).code).toBe(0)
    const refused = await subscribeFrom(ip, 'one-more@example.com', 'fr')
    expect(refused).toMatchObject({
      status: 429,
      code: ErrorCode.tooManyRequests,
      msg: 'Trop d’inscriptions depuis votre connexion. Réessayez dans 60 min.',
    })
    expect(await mailsTo('one-more@example.com')).toBe(0)
    // Another client is not held back; the first asks again once its hour has passed.
    expect((await subscribeFrom(freshIp(), 'other-client@example.com')).code).toBe(0)
    await ageAsks(ip, 3601)
    expect((await subscribeFrom(ip, 'one-more@example.com')).code).toBe(0)
    expect(await mailsTo('one-more@example.com')).toBe(1)
  })

  it('concurrent asks of one client cannot pass its limit together', async () => {
    const ip = freshIp()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribeFrom(ip, `together${i}@example.com`)))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(subscribeRules.perClientPerHour)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - subscribeRules.perClientPerHour)
  })
})
