import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatOf, conversationWithOwner, customerServiceShopId } from './chatHelpers'
import { startTestServer, type TestServer } from './harness'
import { runOpsCli } from './opsCli'
import { solid } from './uploadHelpers'
import { newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server.stop())

const ops = (...args: string[]) => runOpsCli(server.base, args)
const json = (res: { stdout: string }) => JSON.parse(res.stdout)
type Listed = {
  id: number
  tenant: number
  email: string
  shopId: number
  shop: string
  lastMessage: string
  lastFrom: string
  unread: number
}

describe('the chats’ ops commands', () => {
  it('list what waits for an answer, show a conversation, reply as the shop and send an image', async () => {
    const { shopper, conversationId, shopId } = await conversationWithOwner(server, 'Is it silk?')
    const me = chatOf(server, shopper)
    const seen = (await me.history({ conversationId })).data.list.at(-1)!.id

    const [all, unanswered, byShop, otherTenant] = await Promise.all([
      ops('chat:list'),
      ops('chat:list', '--unanswered'),
      ops('chat:list', '--shop', String(shopId)),
      ops('chat:list', '--tenant', '2'),
    ])
    expect(all.code, all.stderr).toBe(0)
    expect(json(all).find((c: Listed) => c.id === conversationId)).toMatchObject({
      tenant: 1,
      email: shopper.email,
      shopId,
      lastMessage: 'Is it silk?',
      lastFrom: 'shopper',
      unread: 1,
    })
    expect(json(unanswered).map((c: Listed) => c.id)).toContain(conversationId)
    expect(json(byShop).map((c: Listed) => c.id)).toEqual([conversationId])
    expect(json(otherTenant).map((c: Listed) => c.id)).not.toContain(conversationId)

    const reply = await ops('chat:reply', String(conversationId), 'Yes,', 'pure silk.')
    expect(reply.code, reply.stderr).toBe(0)
    const newer = (await me.newer({ conversationId }, seen)).data
    expect(newer).toEqual([expect.objectContaining({ message: 'Yes, pure silk.', sendtype: 2, type: 1 })])
    expect((await me.counts()).data.leave).toBe(1)
    const answered = json(await ops('chat:list'))
    expect(answered.find((c: Listed) => c.id === conversationId)).toMatchObject({ lastFrom: 'shop', unread: 0 })
    expect(json(await ops('chat:list', '--unanswered')).map((c: Listed) => c.id)).not.toContain(conversationId)

    const file = join(server.dataDir, 'swatch.png')
    writeFileSync(file, await solid(80, 60))
    const image = await ops('chat:image', String(conversationId), file)
    expect(image.code, image.stderr).toBe(0)
    const [sent] = (await me.newer({ conversationId }, newer[0].id)).data
    expect(sent).toMatchObject({ type: 3, sendtype: 2, message: expect.stringMatching(/^\/uploads\/1\//) })
    expect((await fetch(new URL(sent.message, server.base))).status).toBe(200)

    await me.readOne(newer[0].id)
    const shown = json(await ops('chat:show', String(conversationId)))
    expect(shown).toMatchObject({ id: conversationId, tenant: 1, email: shopper.email, shopId })
    expect(shown.messages.map((m: { type: string; from: string }) => [m.type, m.from.split(' ')[0]])).toEqual([
      ['text', 'shopper'],
      ['text', shown.shop.split(' ')[0]],
      ['image', shown.shop.split(' ')[0]],
    ])
    expect(shown.messages[1].readAt).not.toBeNull()
    expect(shown.messages[2].readAt).toBeNull()
    expect(shown.messages[2].message).toBe(new URL(sent.message, server.base).toString())
  })

  it('answers as customer service when the conversation has no shop', async () => {
    const shopper = await newShopper(server)
    const me = chatOf(server, shopper)
    const { conversationId } = (await me.send({ shopId: customerServiceShopId }, 'Where is my refund?')).data
    const listed = json(await ops('chat:list', '--shop', '0'))
    expect(listed.find((c: Listed) => c.id === conversationId)).toMatchObject({ shop: 'customer service', shopId: 0, unread: 1 })
    expect((await ops('chat:reply', String(conversationId), 'It is on its way.')).code).toBe(0)
    expect((await me.counts()).data).toMatchObject({ leave: 1, service: 1 })
    const shown = json(await ops('chat:show', String(conversationId)))
    expect(shown.messages.map((m: { from: string; readAt: string | null }) => [m.from, m.readAt === null])).toEqual([
      [`shopper ${shopper.email}`, false],
      ['customer service', true],
    ])
  })

  it('refuses unknown conversations and bad input with a clear message and exit code 1', async () => {
    const { conversationId } = await conversationWithOwner(server)
    const notImage = join(server.dataDir, 'notes.txt')
    writeFileSync(notImage, '<html>not an image</html>')
    const runs = await Promise.all([
      ops('chat:show', '99999999'),
      ops('chat:reply', '99999999', 'Hello'),
      ops('chat:reply', String(conversationId)),
      ops('chat:reply', 'abc', 'Hello'),
      ops('chat:image', String(conversationId), notImage),
      ops('chat:image', String(conversationId), join(server.dataDir, 'missing.png')),
      ops('chat:image', '99999999', notImage),
      ops('chat:list', '--shop', 'x'),
    ])
    expect(runs.map((r) => r.code)).toEqual(Array(runs.length).fill(1))
    expect(runs.map((r) => r.stdout)).toEqual(Array(runs.length).fill(''))
    const [unknown, , blank, notAnId, badImage, missing] = runs.map((r) => r.stderr)
    expect(unknown).toMatch(/^ops: .*\(code 404\)/)
    expect(blank).toMatch(/^ops: missing <text>/)
    expect(notAnId).toMatch(/<id> needs a positive whole number/)
    expect(badImage).toMatch(/^ops: Only image files can be uploaded/)
    expect(missing).toMatch(/^ops: cannot read the file/)
    const help = await ops('help')
    for (const command of ['chat:list', 'chat:show', 'chat:reply', 'chat:image']) expect(help.stdout).toContain(command)
  })
})
