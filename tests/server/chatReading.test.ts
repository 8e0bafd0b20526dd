import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatLimits, conversationFilter } from '../../contract/chat'
import { chatOf, conversationWithOwner, customerServiceShopId, freeShop, ownerOf, shopSide } from './chatHelpers'
import { startTestServer, type TestServer } from './harness'
import { loginUser } from './accountsHelpers'
import { newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server.stop())

async function loginAs(email: string) {
  const login = await loginUser(server, email, 'Demo12345')
  return { id: login.data.userId, email, tenant: 1, token: login.data.accessToken }
}

describe('read marks and unread counts', () => {
  it('are exact after sends from both sides, per conversation, in total and in the dots’ poll', async () => {
    const { shopper, owner, conversationId, shopId } = await conversationWithOwner(server, 'One')
    const me = chatOf(server, shopper)
    const shop = chatOf(server, owner)
    await me.send({ shopId }, 'Two')
    const serviceChat = (await me.send({ shopId: customerServiceShopId }, 'Help')).data.conversationId
    expect(await shop.total(2)).toMatchObject({ data: 2 })
    expect((await shop.byConversation(2)).data).toEqual([{ conversationId, shopId, unReadNum: 2 }])
    expect((await shop.counts()).data).toEqual({ system: 0, leave: 2, service: 0 })
    expect((await me.counts()).data).toMatchObject({ leave: 0, service: 0 })

    const answers = []
    for (const text of ['A', 'B', 'C']) answers.push((await shop.send(shopSide(conversationId), text)).data)
    expect((await me.total()).data).toBe(3)
    expect((await me.byConversation()).data).toEqual([{ conversationId, shopId, unReadNum: 3 }])
    expect((await me.counts()).data).toMatchObject({ leave: 3, service: 0 })
    // The owner's own answers are not unread to their shop.
    expect((await shop.total(2)).data).toBe(2)

    await shop.readAll(shopSide(conversationId))
    expect((await shop.counts()).data).toMatchObject({ leave: 0 })
    expect((await me.history({ conversationId })).data.list.filter((m) => m.sendtype === 1).map((m) => m.sta)).toEqual([1, 1])

    expect((await me.readOne(answers[1].id)).data).toBe(true)
    expect((await me.readOne(answers[1].id)).data).toBe(true)
    expect((await me.total()).data).toBe(2)
    // One's own message is no message to one.
    expect((await me.readOne((await me.history({ conversationId })).data.list[0].id)).status).toBe(404)
    await me.readAll({ shopId })
    expect((await me.counts()).data).toMatchObject({ leave: 0, service: 0 })
    expect((await me.byConversation()).data).toEqual([])

    // Customer service writes back (as ops does): the floating button's count and the leave dot.
    await server.admin.chat.reply({ id: serviceChat, text: 'How can we help?' })
    expect((await me.counts()).data).toMatchObject({ leave: 1, service: 1 })
    expect((await me.byConversation()).data).toEqual([{ conversationId: serviceChat, shopId: 0, unReadNum: 1 }])
    await me.readAll({ conversationId: serviceChat })
    expect((await me.counts()).data).toMatchObject({ leave: 0, service: 0 })
  })

  it('the leave-message tabs filter by unread, latest first, ten to a page', async () => {
    const shopper = await newShopper(server)
    const me = chatOf(server, shopper)
    const shops: { shopId: number; conversationId: number }[] = []
    for (let i = 0; i < 11; i++) {
      const shopId = await freeShop(server, 1)
      const sent = await me.send({ shopId }, `Question ${i}`)
      shops.push({ shopId, conversationId: sent.data.conversationId })
    }
    await me.send({ shopId: shops[0].shopId }, 'Still there?')
    const all = await me.list()
    expect(all.data.total).toBe(11)
    expect(all.data.list).toHaveLength(chatLimits.conversationPageSize)
    expect(all.data.list[0]).toMatchObject({ id: shops[0].conversationId, message: 'Still there?', sendtype: 1, unReadNum: 0 })
    expect(all.data.list[1].message).toBe('Question 10')
    expect((await me.list({ pageNo: 2 })).data.list.map((c) => c.message)).toEqual(['Question 1'])

    const owner = await ownerOf(server, shops[3].shopId)
    await chatOf(server, owner).send(shopSide(shops[3].conversationId), 'Yes')
    const unread = await me.list({ type: conversationFilter.unread })
    expect(unread.data).toMatchObject({ total: 1, list: [{ id: shops[3].conversationId, unReadNum: 1, sendtype: 2, message: 'Yes' }] })
    const read = await me.list({ type: conversationFilter.read })
    expect(read.data.total).toBe(10)
    expect(read.data.list.every((c) => c.unReadNum === 0)).toBe(true)
    // The shop's side lists the shopper by name.
    const shopList = await chatOf(server, owner).list({ userType: 2 })
    expect(shopList.data.list).toEqual([
      expect.objectContaining({ userId: shopper.id, userName: shopper.email.split('@')[0], unReadNum: 1 }),
    ])
  })
})

describe('pages and polls', () => {
  it('history: page 1 the newest 200, page 2 those before, each oldest first; newer: only what is newer', async () => {
    const { shopper, owner, conversationId } = await conversationWithOwner(server, 'm0')
    const me = chatOf(server, shopper)
    const shop = chatOf(server, owner)
    for (let i = 1; i < 205; i++) await (i % 2 ? shop.send(shopSide(conversationId), `m${i}`) : me.send({ conversationId }, `m${i}`))
    const first = (await me.history({ conversationId })).data
    expect(first.total).toBe(205)
    expect(first.list).toHaveLength(chatLimits.pageSize)
    expect(first.list[0].message).toBe('m5')
    expect(first.list.at(-1)?.message).toBe('m204')
    const second = (await me.history({ conversationId }, { pageNo: 2 })).data
    expect(second.list.map((m) => m.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4'])
    expect(second.list.map((m) => m.sendtype)).toEqual([1, 2, 1, 2, 1])

    const last = first.list.at(-1)!.id
    expect((await me.newer({ conversationId }, last)).data).toEqual([])
    await shop.send(shopSide(conversationId), 'new one')
    await me.send({ conversationId }, 'new two')
    const newer = await me.newer({ conversationId }, last)
    expect(newer.data.map((m) => [m.message, m.sendtype])).toEqual([
      ['new one', 2],
      ['new two', 1],
    ])
    expect((await shop.newer(shopSide(conversationId), last)).data.map((m) => m.sendtype)).toEqual([1, 2])
    expect((await me.newer({ conversationId }, 0)).data).toHaveLength(chatLimits.newerMax)
    // Before the first message a shop's chat polls empty.
    expect((await me.newer({ shopId: await freeShop(server, 0) }, 0)).data).toEqual([])
  })
})

describe('removing and retracting', () => {
  it('a removed conversation leaves only the remover’s list, read, until a newer message', async () => {
    const { shopper, owner, conversationId } = await conversationWithOwner(server, 'Hello')
    const me = chatOf(server, shopper)
    const shop = chatOf(server, owner)
    await shop.send(shopSide(conversationId), 'Hi there')
    expect((await me.remove(conversationId)).data).toBe(true)
    expect((await me.list()).data.total).toBe(0)
    expect((await me.total()).data).toBe(0)
    expect((await me.history({ conversationId })).data).toMatchObject({ list: [], total: 0 })
    // The shop still has it, its message still unread there.
    expect((await shop.list({ userType: 2 })).data.list.map((c) => c.id)).toEqual([conversationId])
    expect((await shop.total(2)).data).toBe(1)
    await shop.send(shopSide(conversationId), 'Anything else?')
    expect((await me.list()).data.list).toEqual([expect.objectContaining({ id: conversationId, message: 'Anything else?', unReadNum: 1 })])
    expect((await me.history({ conversationId })).data.list.map((m) => m.message)).toEqual(['Anything else?'])
    expect((await me.newer({ conversationId }, 0)).data.map((m) => m.message)).toEqual(['Anything else?'])
  })

  it('a sender retracts their own message once; both sides lose it and the removal poll names it', async () => {
    const { shopper, owner, conversationId, first } = await conversationWithOwner(server, 'Oops')
    const me = chatOf(server, shopper)
    const shop = chatOf(server, owner)
    const answer = (await shop.send(shopSide(conversationId), 'Answer')).data
    expect((await me.retract(answer.id)).status).toBe(404)
    expect((await shop.retract(first.id, 2)).status).toBe(404)
    expect((await shop.retract(first.id, 1)).status).toBe(404)
    expect((await me.total()).data).toBe(1)
    expect((await shop.retract(answer.id, 2)).data).toBe(true)
    expect((await shop.retract(answer.id, 2)).status).toBe(404)
    expect((await me.total()).data).toBe(0)
    expect((await me.retract(first.id)).data).toBe(true)
    expect((await me.retracted(conversationId, first.id)).data).toEqual([first.id, answer.id])
    expect((await shop.retracted(conversationId, answer.id, 2)).data).toEqual([answer.id])
    expect((await me.retracted(conversationId, answer.id + 1)).data).toEqual([])
    expect((await me.history({ conversationId })).data.list).toEqual([])
    expect((await shop.list({ userType: 2 })).data.total).toBe(0)
  })
})

describe('the demo chats', () => {
  it('the demo shopper has three shops and customer service, with unread answers and images', async () => {
    const demo = await loginAs('demo@vitrine.test')
    const me = chatOf(server, demo)
    expect((await me.counts()).data).toMatchObject({ leave: 4, service: 1 })
    const { list, total } = (await me.list()).data
    expect(total).toBe(4)
    expect(list.map((c) => [c.shopId === customerServiceShopId, c.unReadNum, c.sendtype])).toEqual([
      [true, 1, 2],
      [false, 1, 2],
      [false, 2, 2],
      [false, 0, 2],
    ])
    expect(list[0].shopName).toBe('Vitrine')
    const images = []
    for (const c of list) images.push(...(await me.history({ conversationId: c.id })).data.list.filter((m) => m.type === 3))
    expect(images.map((m) => m.sendtype).sort()).toEqual([1, 2])
    for (const image of images) expect((await fetch(new URL(image.message, server.base))).status).toBe(200)
  })

  it('the demo owner’s shop has shoppers waiting for an answer', async () => {
    const shop = chatOf(server, await loginAs('owner@vitrine.test'))
    expect((await shop.counts()).data.leave).toBe(3)
    const { list } = (await shop.list({ userType: 2, type: conversationFilter.unread })).data
    expect(list.map((c) => [c.userName, c.unReadNum, c.sendtype])).toEqual([
      ['Wendy Wait', 1, 2],
      ['Dora Draft', 2, 2],
    ])
    expect((await shop.list({ userType: 2 })).data.list.map((c) => c.userName)).toContain('Demo Shopper')
  })
})
