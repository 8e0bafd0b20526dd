import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { chatSide } from '../../contract/chat'
import { asPlatform, type Db, schema } from '../../server/db/client'
import { vacuumAnalyze } from '../../server/db/upkeep'
import { hashToken } from '../../server/http/auth'

/**
 * What the polls of the messages bench read, written straight into a seeded database of tenant 1:
 * `shoppers` logged-in shoppers, each with `perShopper` system messages (a quarter unread) and one
 * chat with a shop of `perChat` messages, both sides in turn, the last two unread (50,000 chat
 * messages for 1,000 shoppers of 50). Then VACUUM ANALYZE, as the service's upkeep would.
 */
export interface PollLoad {
  shoppers: number
  perShopper: number
  perChat: number
}
export interface Poller {
  userId: number
  token: string
  conversationId: number
  /** The newest message of their chat: what an open chat polls from. */
  lastId: number
}

const { users: u, sessions: s, systemMessages: m, conversations: c, chatMessages: cm, shops } = schema
const batchSize = 200

export async function addPollLoad(db: Db, load: PollLoad, prefix = 'poll'): Promise<Poller[]> {
  const pollers = await asPlatform(db, async (tx) => {
    // One real password hash for all: scrypt a thousand times would only slow the set-up.
    const [demo] = await tx.select({ hash: u.passwordHash }).from(u).where(eq(u.email, 'demo@vitrine.test'))
    const open = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.tenantId, 1), eq(shops.status, 1), isNull(shops.ownerUserId)))
    const all: Poller[] = []
    for (let from = 0; from < load.shoppers; from += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, load.shoppers - from) }, (_, i) => from + i)
      const ids = await tx
        .insert(u)
        .values(batch.map((n) => ({ tenantId: 1, email: `${prefix}${n}@bench.test`, passwordHash: demo.hash, firstName: 'Poll' })))
        .returning({ id: u.id })
      const tokens = batch.map((n) => `bench-${prefix}-token-${n}-${Math.random().toString(36).slice(2)}`)
      await tx
        .insert(s)
        .values(
          ids.map(({ id }, i) => ({ tenantId: 1, userId: id, tokenHash: hashToken(tokens[i]), expiresAt: sql`now() + interval '1 day'` })),
        )
      await tx.insert(m).values(
        ids.flatMap(({ id }) =>
          Array.from({ length: load.perShopper }, (_, k) => ({
            tenantId: 1,
            userId: id,
            title: `Message ${k}`,
            message: 'Bench',
            readAt: k % 4 === 0 ? null : new Date(),
          })),
        ),
      )
      const chats = await tx
        .insert(c)
        .values(ids.map(({ id }, i) => ({ tenantId: 1, userId: id, shopId: open[(from + i) % open.length].id })))
        .returning({ id: c.id, userId: c.userId, shopId: c.shopId })
      const chatIds = chats.map((chat) => chat.id)
      // Generated in the database: 10,000 rows of a batch are too many parameters for one INSERT.
      await tx.execute(sql`
        insert into ${cm} (tenant_id, conversation_id, user_id, shop_id, side, type, message, read_at)
        select 1, c.id, c.user_id, c.shop_id, case when k % 2 = 1 then ${sql.raw(String(chatSide.shop))} else ${sql.raw(String(chatSide.shopper))} end, 1,
          'Bench message ' || k || ': is the coat lined, and does it run large?', case when k >= ${load.perChat - 2}::int then null else now() end
        from ${c} c cross join generate_series(0, ${load.perChat - 1}::int) k
        where c.id in (${sql.join(
          chatIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by c.id, k`)
      await tx
        .update(c)
        .set({ lastMessageId: sql`(select max(${cm.id}) from ${cm} where ${cm.conversationId} = ${c.id})` })
        .where(inArray(c.id, chatIds))
      const lasts = await tx.select({ id: c.id, lastId: c.lastMessageId }).from(c).where(inArray(c.id, chatIds))
      const lastOf = new Map(lasts.map((l) => [l.id, l.lastId]))
      all.push(
        ...chats.map((chat, i) => ({ userId: chat.userId, token: tokens[i], conversationId: chat.id, lastId: lastOf.get(chat.id) ?? 0 })),
      )
    }
    return all
  })
  await vacuumAnalyze(db)
  return pollers
}
