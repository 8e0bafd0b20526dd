import { and, asc, eq, isNull, notExists } from 'drizzle-orm'
import type { Input } from '../../contract/call'
import { customerServiceShopId } from '../../contract/chat'
import type { chatCalls } from '../../contract/schemas/chat'
import { inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { as, newShopper, type Shopper } from './shoppers'

/** Chat helpers for the API tests: the calls as a shopper or a shop owner makes them, and shops set up for each rule. */

export { customerServiceShopId }

type Chats = typeof chatCalls
type Target = Input<Chats['readAll']>

/** The chat's calls as `who` makes them (userType 1 unless the fields say 2). */
export function chatOf(server: TestServer, who: Shopper) {
  const chat = server.api.chat
  const me = as(who)
  return {
    send: (target: Target, message: string, more: Omit<Input<Chats['send']>, 'message'> = {}) =>
      chat.send({ ...target, message, ...more }, me),
    history: (target: Target, page: Omit<Input<Chats['history']>, keyof Target> = {}) => chat.history({ ...target, ...page }, me),
    newer: (target: Target, lastId: number) => chat.newer({ ...target, lastId }, me),
    readAll: (target: Target) => chat.readAll(target, me),
    readOne: (id: number, userType = 1) => chat.readOne({ id, userType }, me),
    list: (query: Input<Chats['conversations']> = {}) => chat.conversations(query, me),
    byConversation: (userType = 1) => chat.unreadByConversation({ userType }, me),
    total: (userType = 1) => chat.unreadTotal({ userType }, me),
    remove: (id: number, userType = 1) => chat.removeConversation({ id, userType }, me),
    retract: (id: number, userType = 1) => chat.retract({ id, userType }, me),
    retracted: (id: number, fromId: number, userType = 1) => chat.retracted({ id, fromId, userType }, me),
    counts: () => server.api.systemMessages.unread({ mesType: 1, userType: 1 }, me),
  }
}
export type Chat = ReturnType<typeof chatOf>

/** The shop's side of a conversation. */
export const shopSide = (conversationId: number) => ({ conversationId, userType: 2 })

/**
 * An open shop of the tenant that nobody owns and that sells something, set to allow comment
 * without an order (1) or not (0); another one each call.
 */
let shopsTaken = 0
export async function freeShop(server: TestServer, shopComment: 0 | 1, tenant = 1) {
  const rows = await inTenant(server.db, tenant, (tx) =>
    tx
      .selectDistinct({ id: schema.shops.id })
      .from(schema.shops)
      .innerJoin(schema.spus, eq(schema.spus.shopId, schema.shops.id))
      .where(
        and(
          eq(schema.shops.status, 1),
          isNull(schema.shops.ownerUserId),
          // The seed's chats are in ownerless shops too: a test's shop starts with none.
          notExists(tx.select().from(schema.conversations).where(eq(schema.conversations.shopId, schema.shops.id))),
        ),
      )
      .orderBy(asc(schema.shops.id)),
  )
  const shop = rows[shopsTaken++ % rows.length]
  await inTenant(server.db, tenant, (tx) => tx.update(schema.shops).set({ shopComment }).where(eq(schema.shops.id, shop.id)))
  return shop.id
}

/** A new shopper who now runs `shopId`. */
export async function ownerOf(server: TestServer, shopId: number, tenant = 1) {
  const owner = await newShopper(server, tenant)
  await inTenant(server.db, tenant, (tx) => tx.update(schema.shops).set({ ownerUserId: owner.id }).where(eq(schema.shops.id, shopId)))
  return owner
}

/** An order of the shopper's (waiting for payment) with a SKU of `shopId`. */
export async function orderWith(server: TestServer, shopper: Shopper, shopId: number) {
  const [sku] = await inTenant(server.db, shopper.tenant, (tx) =>
    tx
      .select({ skuId: schema.skus.id })
      .from(schema.skus)
      .innerJoin(schema.spus, eq(schema.spus.id, schema.skus.spuId))
      .where(eq(schema.spus.shopId, shopId))
      .limit(1),
  )
  return insertOrder(server, shopper, { skuId: sku.skuId })
}

/** A shop that lets anyone write, its owner, and a shopper who wrote first: the conversation's id and both parties. */
export async function conversationWithOwner(server: TestServer, first = 'Hello') {
  const shopId = await freeShop(server, 1)
  const owner = await ownerOf(server, shopId)
  const shopper = await newShopper(server)
  const sent = await chatOf(server, shopper).send({ shopId }, first)
  if (sent.code !== 0) throw new Error(`send refused: ${sent.msg}`)
  return { shopId, owner, shopper, conversationId: sent.data.conversationId, first: sent.data }
}
