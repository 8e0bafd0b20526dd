import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatLimits } from '../../contract/chat'
import { ErrorCode } from '../../contract/codes'
import { chatCalls } from '../../contract/schemas/chat'
import { inTenant, schema } from '../../server/db/client'
import { chatOf, conversationWithOwner, customerServiceShopId, freeShop, orderWith, ownerOf, shopSide } from './chatHelpers'
import { startTestServer, type TestServer } from './harness'
import { solid, uploadAs } from './uploadHelpers'
import { credit } from './walletHelpers'
import { newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server.stop())

const setCustomerService = (enabled: boolean, tenant = 1) =>
  inTenant(server.db, tenant, async (tx) => {
    const t = schema.tenantSettings
    const [row] = await tx.select().from(t).where(eq(t.key, 'CUSTOMER_SERVICE_SETTING'))
    const value = JSON.stringify({ ...JSON.parse(row.value), enabled })
    await tx.update(t).set({ value }).where(eq(t.id, row.id))
  })

describe('who may write', () => {
  it('a shopper writes to a shop that allows comment without an order', async () => {
    const shopId = await freeShop(server, 1)
    const chat = chatOf(server, await newShopper(server))
    expect((await chat.history({ shopId })).data.peer).toMatchObject({ conversationId: null, shopId, canWrite: true, welcome: null })
    const sent = await chat.send({ shopId }, 'Is the coat lined?')
    expect(sent).toMatchObject({ code: 0, data: { message: 'Is the coat lined?', type: 1, sendtype: 1, shopId, sta: 0 } })
  })

  it('a shopper with a wallet balance writes to any shop; without one, none, and the shop refuses with 1090', async () => {
    const shopId = await freeShop(server, 0)
    const shopper = await newShopper(server)
    const chat = chatOf(server, shopper)
    expect((await chat.history({ shopId })).data.peer.canWrite).toBe(false)
    expect(await chat.send({ shopId }, 'Hello')).toMatchObject({ status: 400, code: ErrorCode.chatNotAllowed })
    await credit(server, shopper, 100)
    expect((await chat.history({ shopId })).data.peer.canWrite).toBe(true)
    expect((await chat.send({ shopId }, 'Hello')).code).toBe(0)
  })

  it('a shopper with an order with the shop writes to it, and the contact rule says so too', async () => {
    const shopId = await freeShop(server, 0)
    const shopper = await newShopper(server)
    const chat = chatOf(server, shopper)
    const canComment = () => server.api.shop.canShopComment({ shopId }, { token: shopper.token })
    expect((await canComment()).data).toBe(false)
    await orderWith(server, shopper, shopId)
    expect((await canComment()).data).toBe(true)
    expect((await chat.history({ shopId })).data.peer.canWrite).toBe(true)
    expect((await chat.send({ shopId }, 'Where is my parcel?')).code).toBe(0)
    // An order with another shop does not count.
    const other = await freeShop(server, 0)
    expect((await chat.send({ shopId: other }, 'Hello')).code).toBe(ErrorCode.chatNotAllowed)
  })

  it('customer service takes messages while switched on, and refuses with 1091 while off', async () => {
    const chat = chatOf(server, await newShopper(server))
    const target = { shopId: customerServiceShopId }
    const open = await chat.history(target, {})
    expect(open.data.peer).toMatchObject({ shopId: 0, shopName: 'Vitrine', canWrite: true, email: 'care@vitrine.test' })
    expect(open.data.peer.welcome).toBeTruthy()
    const fr = await server.api.chat.history(target, { token: (await newShopper(server)).token, lang: 'fr' })
    expect(fr.data.peer.welcome).not.toBe(open.data.peer.welcome)
    expect((await chat.send(target, 'Hello')).data).toMatchObject({ shopId: 0, recipientId: 0 })
    await setCustomerService(false)
    try {
      expect((await chat.history(target)).data.peer.canWrite).toBe(false)
      expect(await chat.send(target, 'Anyone?')).toMatchObject({ status: 400, code: ErrorCode.customerServiceClosed })
    } finally {
      await setCustomerService(true)
    }
  })

  it('the shop’s owner answers on the shop’s side, whatever the rule says of them as a shopper', async () => {
    const { owner, shopper, conversationId, shopId } = await conversationWithOwner(server)
    await inTenant(server.db, 1, (tx) => tx.update(schema.shops).set({ shopComment: 0 }).where(eq(schema.shops.id, shopId)))
    const answer = await chatOf(server, owner).send(shopSide(conversationId), 'Yes, it is lined.')
    expect(answer.data).toMatchObject({ sendtype: 1, conversationId, memberId: shopper.id, recipientId: shopper.id, shopId })
    const seen = await chatOf(server, shopper).history({ conversationId })
    expect(seen.data.list.map((m) => [m.message, m.sendtype])).toEqual([
      ['Hello', 1],
      ['Yes, it is lined.', 2],
    ])
    expect((await chatOf(server, owner).history(shopSide(conversationId))).data.peer).toMatchObject({ canWrite: true, shopId })
    // Without the shop rule, the shopper (no order, no balance) may no longer write.
    expect((await chatOf(server, shopper).send({ conversationId }, 'And the sleeves?')).code).toBe(ErrorCode.chatNotAllowed)
  })
})

describe('what a message may hold', () => {
  it('text is stored and answered as written, never as HTML', async () => {
    const { shopper, owner, conversationId } = await conversationWithOwner(server, 'Hi')
    const chat = chatOf(server, shopper)
    const script = '<script>alert(1)</script> & <b>bold</b>\nsecond line'
    const sent = await chat.send({ conversationId }, script)
    expect(sent.data.message).toBe(script)
    expect((await chat.history({ conversationId })).data.list.at(-1)?.message).toBe(script)
    expect((await chat.newer({ conversationId }, 0)).data.at(-1)?.message).toBe(script)
    expect((await chat.list()).data.list[0]).toMatchObject({ id: conversationId, message: script })
    expect((await chatOf(server, owner).list({ userType: 2 })).data.list[0]).toMatchObject({ message: script, sendtype: 2 })
  })

  it('refuses blank text with chatMessageRequired and text over 2,000 characters', async () => {
    const { shopper, conversationId } = await conversationWithOwner(server)
    const chat = chatOf(server, shopper)
    for (const blank of ['', '   ', '\n\t ']) {
      const res = await chat.send({ conversationId }, blank)
      expect(res, JSON.stringify(blank)).toMatchObject({ status: 400, code: ErrorCode.invalidField, msg: 'Please enter a message' })
    }
    expect((await chat.send({ conversationId }, 'x'.repeat(chatLimits.textMax))).code).toBe(0)
    expect((await chat.send({ conversationId }, 'x'.repeat(chatLimits.textMax + 1))).status).toBe(400)
    expect((await chat.history({ conversationId })).data.total).toBe(2)
  })

  it('an image is an upload of the sender’s own; an outside URL or someone else’s upload is refused', async () => {
    const { shopper, owner, conversationId } = await conversationWithOwner(server)
    const chat = chatOf(server, shopper)
    const image = { type: 3 as const }
    const mine = (await uploadAs(server, shopper.token)(await solid(40, 30), 'a.png', 'image/png')).data
    const theirs = (await uploadAs(server, owner.token)(await solid(40, 30), 'b.png', 'image/png')).data
    for (const url of ['https://evil.example/x.png', '/media/banner/1.webp', theirs, 'javascript:alert(1)']) {
      expect((await chat.send({ conversationId }, url, image)).status, url).toBe(400)
    }
    expect((await chat.send({ conversationId }, '', image)).status).toBe(400)
    const sent = await chat.send({ conversationId }, mine, image)
    expect(sent.data).toMatchObject({ type: 3, message: mine })
    expect((await fetch(new URL(mine, server.base))).status).toBe(200)
    const [upload] = await inTenant(server.db, 1, (tx) =>
      tx
        .select()
        .from(schema.uploads)
        .where(eq(schema.uploads.path, mine.slice(9))),
    )
    expect(upload.referencedAt).not.toBeNull()
    const ownerImage = await chatOf(server, owner).send(shopSide(conversationId), theirs, image)
    expect(ownerImage.data).toMatchObject({ type: 3, message: theirs, sendtype: 1 })
  })
})

describe('a conversation is its parties’ alone', () => {
  it('another shopper, a non-owner on the shop’s side and another tenant are told it is not there', async () => {
    const { shopper, conversationId, first, shopId } = await conversationWithOwner(server)
    const stranger = chatOf(server, await newShopper(server))
    const notOwner = chatOf(server, await ownerOf(server, await freeShop(server, 1)))
    const elsewhere = chatOf(server, await newShopper(server, 2))
    const target = { conversationId }
    for (const [who, chat, userType] of [
      ['stranger', stranger, 1],
      ['another shop’s owner', notOwner, 2],
      ['the shopper on the shop’s side', chatOf(server, shopper), 2],
      ['another tenant', elsewhere, 1],
    ] as const) {
      const t = { ...target, userType }
      const answers = await Promise.all([
        chat.history(t),
        chat.newer(t, 0),
        chat.send(t, 'Let me in'),
        chat.readAll(t),
        chat.readOne(first.id, userType),
        chat.retract(first.id, userType),
        chat.remove(conversationId, userType),
        chat.retracted(conversationId, 0, userType),
      ])
      expect(
        answers.map((a) => a.status),
        who,
      ).toEqual(Array(answers.length).fill(404))
    }
    // A shop of another tenant, or no shop at all, is not there either.
    const otherShop = await freeShop(server, 1, 2)
    expect((await chatOf(server, shopper).history({ shopId: otherShop })).status).toBe(404)
    expect((await chatOf(server, shopper).send({ shopId: 2_000_000 }, 'x')).status).toBe(404)
    // The shop's side of the lists needs a shop of one's own.
    expect((await stranger.list({ userType: 2 })).status).toBe(404)
    expect((await stranger.total(2)).status).toBe(404)
    const mine = await chatOf(server, shopper).history(target)
    expect(mine.data.list.map((m) => m.id)).toEqual([first.id])
    expect(mine.data.peer.shopId).toBe(shopId)
  })

  it('refuses an owner writing to their own shop as a shopper, says why, and stores nothing', async () => {
    const shopId = await freeShop(server, 1)
    const owner = chatOf(server, await ownerOf(server, shopId))
    expect(await owner.send({ shopId }, 'Hello me')).toMatchObject({
      code: ErrorCode.ownShop,
      msg: 'You cannot write to your own shop: answer your shoppers from its messages',
    })
    expect((await owner.history({ shopId })).code).toBe(ErrorCode.ownShop)
    expect((await owner.newer({ shopId }, 0)).status).toBe(404)
    expect((await owner.list()).data.total).toBe(0)
  })

  it('needs a live session for every call, the polls’ included', async () => {
    const { conversationId } = await conversationWithOwner(server)
    const revoked = await newShopper(server)
    await inTenant(server.db, 1, (tx) =>
      tx.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.userId, revoked.id)),
    )
    for (const call of Object.values(chatCalls)) {
      const path = call.wire.path.replace('{id}', String(conversationId))
      const fields = { conversationId, shopId: 0, lastId: 0, message: 'x' }
      for (const token of [undefined, revoked.token, 'not-a-token']) {
        // Raw: one field set sent to every chat wire, whatever its input, in a loop over the contract.
        const res = await server.call(call.wire.method, path, {
          token,
          ...(call.wire.method === 'GET' ? { query: fields } : { form: fields }),
        })
        expect(res.status, `${call.name} ${token ?? 'none'}`).toBe(401)
      }
    }
  })

  it('asks which conversation: a shop on the shopper’s side, an id on the shop’s', async () => {
    const chat = chatOf(server, await newShopper(server))
    expect((await chat.history({})).status).toBe(400)
    expect((await chat.history({ shopId: 1, userType: 2 })).status).toBe(400)
    expect((await chat.send({}, 'x')).status).toBe(400)
  })
})
