import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { chatPaths } from '../../contract/chat'
import { inTenant, schema } from '../../server/db/client'
import { explainPolls, planSummary } from './chatPlans'
import { type BenchDatabase, benchServer, benchShoppers, load } from './load'
import { addPollLoad } from './pollLoad'

/**
 * Sending chat messages under load, over HTTP against a real service (in this process, seeded
 * small): `senders` shoppers at once, each sending `perSender` messages one after another to a shop
 * that takes messages without an order (the rule is checked on every send); median and p95, and
 * every message stored once. The database also holds the polls' 50,000 chat messages, whose plans
 * are explained there. PGlite in memory, and PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set (a fresh database, dropped).
 */
async function sendOn(database: BenchDatabase, senders: number, perSender: number) {
  const { base, db, close } = await benchServer(database)
  try {
    const pollers = await addPollLoad(db, { shoppers: 1000, perShopper: 20, perChat: 50 }, `${database}-poll`)
    const plans = await explainPolls(db, pollers[0])
    const shoppers = await benchShoppers(base, db, senders, `chat-${database}`)
    const shopIds = await inTenant(db, 1, async (tx) => {
      const open = await tx
        .select({ id: schema.shops.id })
        .from(schema.shops)
        .where(and(eq(schema.shops.status, 1), isNull(schema.shops.ownerUserId)))
        .limit(10)
      const ids = open.map((s) => s.id)
      await tx.update(schema.shops).set({ shopComment: 1 }).where(inArray(schema.shops.id, ids))
      return ids
    })
    const send = (user: number, i: number) =>
      fetch(`${base}/app-api${chatPaths.send}`, {
        method: 'POST',
        // Each sender from an address of their own, as shoppers are (the rate limit counts per address).
        headers: {
          'tenant-id': '1',
          'content-type': 'application/json',
          authorization: shoppers[user].token,
          'x-forwarded-for': `10.8.0.${user + 1}`,
        },
        body: JSON.stringify({
          shopId: shopIds[user % shopIds.length],
          message: `Question ${i}: does it run large?`,
          clientKey: randomUUID(),
        }),
      }).then(async (r) => ((await r.json()) as { code: number }).code === 0)
    for (let u = 0; u < senders; u++) await send(u, -1) // warm: each sender's first message opens their conversation
    const sent = await load(senders, perSender, send)
    const stored = await inTenant(db, 1, (tx) =>
      tx
        .select({ id: schema.chatMessages.id })
        .from(schema.chatMessages)
        .where(
          inArray(
            schema.chatMessages.userId,
            shoppers.map((s) => s.id),
          ),
        ),
    )
    return {
      send: sent,
      storedPerSent: stored.length / (senders * (perSender + 1)),
      plans: { unreadPoll: planSummary(plans.unreadPoll), newerPoll: planSummary(plans.newerPoll) },
      planText: plans,
    }
  } finally {
    await close()
  }
}

export async function benchChatSend(log: (line: string) => void = console.log) {
  const senders = 50
  const perSender = Number(process.env.BENCH_CHAT_SENDS ?? 10)
  const runs: Partial<Record<BenchDatabase, Awaited<ReturnType<typeof sendOn>>>> = { pglite: await sendOn('pglite', senders, perSender) }
  log(`  pglite send: p95 ${runs.pglite?.send.p95Ms} ms`)
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) {
    runs.postgres = await sendOn('postgres', senders, perSender)
    log(`  postgres send: p95 ${runs.postgres.send.p95Ms} ms`)
  }
  // No latency budget was set for sending: the figures are reported; every message must be stored once.
  const verdicts = Object.entries(runs).map(([database, r]): [string, number, number] => [
    `${database}: chat sends failed or not stored exactly once`,
    r.send.failed + Math.abs(r.storedPerSent - 1),
    0,
  ])
  return { result: { senders, perSender, ...runs }, verdicts }
}
