import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  type ChatHistory,
  type ChatMessage,
  chatPaths,
  type ConversationPage,
  type ConversationUnread,
  customerServiceShopId,
} from '../../contract/chat'
import { systemMessageWires, type UnreadCounts } from '../../contract/systemMessages'
import { pathsOf } from '../../contract/call'
import { inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { as, newShopper, type Shopper } from './shoppers'

/** Chat helpers for the API tests: the calls as a shopper or a shop owner makes them, and shops set up for each rule. */

export { chatPaths, customerServiceShopId }
export const unreadPath = pathsOf(systemMessageWires).unread

type Fields = Record<string, string | number | undefined>
const defined = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string | number>

/** The chat's calls as `who` makes them (userType 1 unless the fields say 2). */
export function chatOf(server: TestServer, who: Shopper) {
  const get = <T>(path: string, query: Fields) => server.call<T>('GET', path, { ...as(who), query: defined(query) })
  const post = <T>(path: string, form: Fields) => server.call<T>('POST', path, { ...as(who), form: defined(form) })
  return {
    send: (target: Fields, message: string, more: Fields = {}) => post<ChatMessage>(chatPaths.send, { ...target, message, ...more }),
    history: (target: Fields, page: Fields = {}) => get<ChatHistory>(chatPaths.history, { ...target, ...page }),
    newer: (target: Fields, lastId: number) => get<ChatMessage[]>(chatPaths.newer, { ...target, lastId }),
    readAll: (target: Fields) => post<true>(chatPaths.readAll, target),
    readOne: (id: number, userType = 1) => post<true>(chatPaths.readOne.replace('{id}', String(id)), { userType }),
    list: (query: Fields = {}) => post<ConversationPage>(chatPaths.conversations, query),
    byConversation: (userType = 1) => get<ConversationUnread[]>(chatPaths.unreadByConversation, { userType }),
    total: (userType = 1) => get<number>(chatPaths.unreadTotal, { userType }),
    remove: (id: number, userType = 1) => post<true>(chatPaths.removeConversation.replace('{id}', String(id)), { userType }),
    retract: (id: number, userType = 1) => post<true>(chatPaths.retract.replace('{id}', String(id)), { userType }),
    retracted: (id: number, fromId: number, userType = 1) =>
      get<number[]>(chatPaths.retracted.replace('{id}', String(id)), { fromId, userType }),
    counts: () => get<UnreadCounts>(unreadPath, { mesType: 1, userType: 1 }),
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
      .where(and(eq(schema.shops.status, 1), isNull(schema.shops.ownerUserId)))
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
