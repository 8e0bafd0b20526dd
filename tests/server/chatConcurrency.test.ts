import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTenant, schema } from '../../server/db/client'
import { chatOf, conversationWithOwner, customerServiceShopId, freeShop, shopSide } from './chatHelpers'
import { startTestServer, type TestServer } from './harness'
import { newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server.stop())

const conversationsOf = (shopper: Shopper) =>
  inTenant(server.db, 1, (tx) => tx.select().from(schema.conversations).where(eq(schema.conversations.userId, shopper.id)))
const messagesIn = (conversationId: number) =>
  inTenant(server.db, 1, (tx) => tx.select().from(schema.chatMessages).where(eq(schema.chatMessages.conversationId, conversationId)))

describe('sending at once', () => {
  it('ten first messages at once open one conversation, with a shop and with customer service', async () => {
    const shopper = await newShopper(server)
    const chat = chatOf(server, shopper)
    for (const shopId of [await freeShop(server, 1), customerServiceShopId]) {
      const sent = await Promise.all(Array.from({ length: 10 }, (_, i) => chat.send({ shopId }, `First ${i}`)))
      expect(sent.map((s) => s.code)).toEqual(Array(10).fill(0))
      expect(new Set(sent.map((s) => s.data.conversationId)).size).toBe(1)
      expect(await messagesIn(sent[0].data.conversationId)).toHaveLength(10)
    }
    const rows = await conversationsOf(shopper)
    expect(rows).toHaveLength(2)
    expect(rows.filter((r) => r.shopId === null)).toHaveLength(1)
  })

  it('a send retried with its clientKey, at once or later, is stored once and answers that message', async () => {
    const { shopper, owner, conversationId } = await conversationWithOwner(server)
    const chat = chatOf(server, shopper)
    const key = { clientKey: 'a1b2c3d4-retry' }
    const at = await Promise.all(Array.from({ length: 5 }, () => chat.send({ conversationId }, 'Only once', key)))
    const later = await chat.send({ conversationId }, 'Only once', key)
    expect(new Set([...at, later].map((s) => s.data.id)).size).toBe(1)
    expect((await messagesIn(conversationId)).filter((m) => m.message === 'Only once')).toHaveLength(1)
    // Another key, or the other side with the same key, is another message.
    expect((await chat.send({ conversationId }, 'Only once', { clientKey: 'another' })).data.id).not.toBe(later.data.id)
    expect((await chatOf(server, owner).send(shopSide(conversationId), 'Only once', key)).data.id).not.toBe(later.data.id)
    // A first message retried opens no second conversation either.
    const fresh = chatOf(server, await newShopper(server))
    const shopId = await freeShop(server, 1)
    const firsts = await Promise.all(Array.from({ length: 4 }, () => fresh.send({ shopId }, 'Hi', { clientKey: 'first' })))
    expect(new Set(firsts.map((s) => s.data.id)).size).toBe(1)
  })

  it('fifty sends at once from both sides are all stored, with exact unread counts and last message', async () => {
    const { shopper, owner, conversationId } = await conversationWithOwner(server, 'Start')
    const me = chatOf(server, shopper)
    const shop = chatOf(server, owner)
    await shop.readAll(shopSide(conversationId))
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? shop.send(shopSide(conversationId), `s${i}`) : me.send({ conversationId }, `u${i}`))),
    )
    expect(sent.filter((s) => s.code !== 0)).toEqual([])
    const stored = await messagesIn(conversationId)
    expect(stored).toHaveLength(51)
    expect((await me.total()).data).toBe(25)
    expect((await shop.total(2)).data).toBe(25)
    expect((await me.counts()).data.leave).toBe(25)
    expect((await shop.counts()).data.leave).toBe(25)
    const [conversation] = await inTenant(server.db, 1, (tx) =>
      tx.select().from(schema.conversations).where(eq(schema.conversations.id, conversationId)),
    )
    expect(conversation.lastMessageId).toBe(Math.max(...stored.map((m) => m.id)))
    expect((await me.list()).data.list[0].message).toBe(stored.sort((a, b) => b.id - a.id)[0].message)
  })
})

describe('the client key', () => {
  it('goes back to its sender’s side only: in the send’s answer, the pages and the poll', async () => {
    const { shopper, owner, conversationId } = await conversationWithOwner(server, 'Sent without a key')
    const me = chatOf(server, shopper)
    const shop = chatOf(server, owner)
    const mine = await me.send({ conversationId }, 'Is it lined?', { clientKey: 'shopper-key-1' })
    const theirs = await shop.send(shopSide(conversationId), 'Yes, in cupro', { clientKey: 'owner-key-1' })
    expect(mine.data.clientKey).toBe('shopper-key-1')
    expect(theirs.data.clientKey).toBe('owner-key-1')

    const keys = (list: { message: string; clientKey: string | null }[]) => list.map((m) => [m.message, m.clientKey])
    const asShopper = [
      ['Sent without a key', null],
      ['Is it lined?', 'shopper-key-1'],
      ['Yes, in cupro', null],
    ]
    const asShop = [
      ['Sent without a key', null],
      ['Is it lined?', null],
      ['Yes, in cupro', 'owner-key-1'],
    ]
    expect(keys((await me.history({ conversationId })).data.list)).toEqual(asShopper)
    expect(keys((await me.newer({ conversationId }, 0)).data)).toEqual(asShopper)
    expect(keys((await shop.history(shopSide(conversationId))).data.list)).toEqual(asShop)
    expect(keys((await shop.newer(shopSide(conversationId), 0)).data)).toEqual(asShop)
  })
})
