import type { Page, Request, Response } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { catalogPaths, type ShopCard } from '../../contract/catalog'
import { chatPaths } from '../../contract/chat'
import type { Page as ListPage } from '../../contract/envelope'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { api, opsCli, placeOrder, registerShopper } from './journey'

/**
 * Chat, in Chromium with the shop's side and customer service answered by the ops command line: a
 * new shopper may not write to a shop that asks for an order; once they have one, the shop page's
 * contact button opens the chat; they send a text and an image; a message whose send's answer is held
 * past the polls that bring it shows once all along; a hidden page polls nothing and polls at once
 * when shown; the shop's answer (chat:reply) arrives within one poll (every STOREFRONT_POLL_MS here); a later answer with the chat closed lights the unread dot, which
 * clears once the conversation is checked on /leaveMessage. Then customer service from the floating button.
 */
const browser = useBrowser()
const email = `chatter.${Date.now()}@example.com`
const pollMs = inject('pollMs')
/** One poll and the time to draw it. */
const withinOnePoll = { timeout: pollMs + 2_000 }
let page: Page
let token = ''
let shopId = 0
let conversationId = 0

type ChatRow = { id: number; email: string; shopId: number; lastMessage: string; lastFrom: string; unread: number }

const call = <T>(method: string, path: string, body?: Record<string, unknown>) => api<T>(token, method, path, body)
const canWrite = (id: number) => call<boolean>('GET', catalogPaths.canShopComment, { shopId: id })
const chatsOf = async (shop: number) => (await opsCli<ChatRow[]>('chat:list', '--shop', String(shop))).filter((c) => c.email === email)
const accountButton = () => page.getByRole('button', { name: /^Account menu for / }).first()

/**
 * What the Page Visibility API tells the page (a headless tab is never hidden by itself). Answers
 * the moment it told, on the page's clock (performance.now()).
 */
const setHidden = (hidden: boolean) =>
  page.evaluate((hide) => {
    if (hide) Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    else Reflect.deleteProperty(document, 'visibilityState')
    document.dispatchEvent(new Event('visibilitychange'))
    return performance.now()
  }, hidden)

const chatPolls = { newer: chatPaths.newer, retracted: chatPaths.retracted.replace('{id}', '') }
type ChatPoll = keyof typeof chatPolls
const isPoll = (kind: ChatPoll) => (r: Request | Response) => r.url().includes(chatPolls[kind])

/**
 * When each chat poll of `kind` that the page started at or after `from` started, on the page's
 * clock (its resource timings, written as each answer ends): timed where the page asks, not where
 * the test hears of it, which on a loaded machine can be a second later.
 */
const pollStarts = (kind: ChatPoll, from: number) =>
  page.evaluate(
    ({ path, from }) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(path) && e.startTime >= from)
        .map((e) => e.startTime)
        .sort((a, b) => a - b),
    { path: chatPolls[kind], from },
  )
const pollKinds = ['newer', 'retracted'] as const

/** The next answer to a poll for new messages whose text has `text` in it. */
const newerPollWith = (text: string) => page.waitForResponse(async (r) => isPoll('newer')(r) && (await r.text()).includes(text))

/** Every count of the dialog's text nodes reading exactly `text`, taken after each change to the page (not at intervals). */
async function recordCopiesOf(text: string) {
  await page.evaluate((wanted) => {
    const counts: number[] = []
    const count = () => {
      const walker = document.createTreeWalker(document.querySelector('[role=dialog]') ?? document.body, NodeFilter.SHOW_TEXT)
      let n = 0
      while (walker.nextNode()) if (walker.currentNode.nodeValue === wanted) n++
      counts.push(n)
    }
    const observer = new MutationObserver(count)
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    const copiesSeen = () => {
      observer.disconnect()
      return counts
    }
    Object.assign(window, { copiesSeen })
  }, text)
  return () => page.evaluate(() => (window as unknown as { copiesSeen: () => number[] }).copiesSeen())
}

/** A shop that asks for an order before a chat, and an unpaid order with it: "has an order with the shop" lets the shopper write. */
async function orderFromShopThatAsksForOne() {
  const shops = await call<ListPage<ShopCard>>('GET', catalogPaths.shops, { pageNo: 1, pageSize: 24 })
  for (const shop of shops.list) if (!(await canWrite(shop.id))) return shop.id
  throw new Error('every seeded shop lets anyone write')
}

beforeAll(async () => {
  const session = await registerShopper(email, 'Winter2026!')
  token = session.accessToken
  shopId = await orderFromShopThatAsksForOne()
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('chat with a shop and with customer service, in Chromium with the ops command line', () => {
  it('without an order, the contact button explains that the shop asks for one, and the service refuses a message', async () => {
    await page.goto(productUrl('localhost', `/shopProduct?no=${shopId}`))
    await page.getByRole('button', { name: 'Contact' }).first().click()
    await page.getByText('An order must be placed', { exact: false }).first().waitFor()
    await screenshot(page, 'chat-no-order')
    await page.keyboard.press('Escape')
    await expect(call('POST', chatPaths.send, { shopId, message: 'Hello?' })).rejects.toThrow(/order/)
  })

  it('with an order, the chat opens from the shop page; a text and an image are sent', async () => {
    await placeOrder(token, email, shopId)
    expect(await canWrite(shopId)).toBe(true)
    await page.reload()
    await page.getByRole('button', { name: 'Contact' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('No messages yet', { exact: false }).waitFor()
    const box = dialog.getByRole('textbox', { name: 'Message' })
    await box.fill('Does the coat run large? <b>asking</b>')
    await box.press('Enter')
    await dialog.getByText('Does the coat run large? <b>asking</b>', { exact: true }).waitFor()
    await dialog.getByText('Sending…').waitFor({ state: 'detached' })
    const photo = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#8d6e63' } })
      .png()
      .toBuffer()
    await dialog.locator('input[type=file]').setInputFiles({ name: 'fit.png', mimeType: 'image/png', buffer: photo })
    await dialog.getByRole('img', { name: 'Image' }).first().waitFor()
    await dialog.getByText('Sending…').waitFor({ state: 'detached' })
    await screenshot(page, 'chat-sent')

    const [row] = await chatsOf(shopId)
    conversationId = row.id
    expect(row).toMatchObject({ lastFrom: 'shopper', unread: 2 })
    const shown = await opsCli<{ messages: { message: string; type: string }[] }>('chat:show', String(conversationId))
    expect(shown.messages.map((m) => m.type)).toEqual(['text', 'image'])
    expect(shown.messages[0].message).toBe('Does the coat run large? <b>asking</b>')
  })

  it('a message whose send answers after the polls brought it shows once all along, and stops showing as sending', async () => {
    const dialog = page.getByRole('dialog')
    const text = 'Is there a navy one too?'
    const isSend = (url: URL) => url.pathname.endsWith(chatPaths.send)
    const brought = newerPollWith(text)
    let pollsWhileHeld = 0
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    // The service stores it at once; its answer is held until a poll has brought it and the next poll has answered too.
    await page.route(isSend, async (route) => {
      const response = await route.fetch()
      await brought
      pollsWhileHeld++
      await page.waitForResponse(isPoll('newer'))
      pollsWhileHeld++
      await route.fulfill({ response })
      release()
    })
    const copiesSeen = await recordCopiesOf(text)
    const box = dialog.getByRole('textbox', { name: 'Message' })
    await box.fill(text)
    await box.press('Enter')
    await released
    await page.unroute(isSend)
    expect(pollsWhileHeld).toBe(2)
    await dialog.getByText('Sending…').waitFor({ state: 'detached' })
    // A poll after the answer brings nothing new: still one.
    await page.waitForResponse(isPoll('newer'))
    expect(await dialog.getByText(text, { exact: true }).count()).toBe(1)
    const copies = await copiesSeen()
    expect(copies).toContain(1)
    expect(new Set(copies.slice(copies.indexOf(1)))).toEqual(new Set([1]))
  })

  it('while the page is hidden the open chat asks nothing; shown again, it asks at once', async () => {
    // The page keeps every poll's timing (250 by default would fill during the journey).
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000))
    const hiddenAt = await setHidden(true)
    let shownAt = 0
    try {
      // Were they not paused, each poll would ask three times meanwhile.
      await page.waitForTimeout(3 * pollMs)
    } finally {
      shownAt = await setHidden(false)
    }
    const startsSinceShown = () => Promise.all(pollKinds.map((kind) => pollStarts(kind, shownAt)))
    // Each poll asks again after showing, and then again an interval later.
    await expect.poll(async () => Math.min(...(await startsSinceShown()).map((starts) => starts.length))).toBeGreaterThanOrEqual(2)
    for (const [first, second] of await startsSinceShown()) {
      // At once: well before an interval has run out.
      expect(first - shownAt).toBeLessThan((2 * pollMs) / 3)
      // The next an interval after the first's answer: the quiet above was the pause's.
      expect(second - first).toBeLessThan(pollMs + 2_000)
    }
    // While hidden, one already on its way may still have gone out, nothing more.
    for (const kind of pollKinds) expect((await pollStarts(kind, hiddenAt)).filter((at) => at < shownAt).length).toBeLessThanOrEqual(1)
  })

  it('the shop answers with the ops command line: the answer arrives within one poll', async () => {
    await opsCli('chat:reply', String(conversationId), 'It runs true to size; take your usual one.')
    const dialog = page.getByRole('dialog')
    await dialog.getByText('It runs true to size; take your usual one.', { exact: true }).waitFor(withinOnePoll)
    await screenshot(page, 'chat-answered')
    // Read while open: nothing is left unread for the shopper.
    await expect.poll(async () => (await opsCli<ChatRow[]>('chat:list', '--shop', String(shopId)))[0]?.lastFrom).toBe('shop')
    await dialog.getByRole('button', { name: 'Close the chat' }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('an answer while the chat is closed lights the unread dot; checking the conversation clears it', async () => {
    expect(await accountButton().getAttribute('aria-label')).not.toMatch(/unread/)
    await opsCli('chat:reply', String(conversationId), 'We have just restocked it in navy.')
    await page.getByRole('button', { name: /^Account menu for .*1 unread message$/ }).waitFor(withinOnePoll)
    await screenshot(page, 'chat-unread-dot')
    await page.goto(productUrl('localhost', '/leaveMessage'))
    const row = page.getByRole('row').filter({ hasText: 'We have just restocked it in navy.' })
    await row.getByRole('button', { name: 'Check' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('We have just restocked it in navy.', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Close the chat' }).click()
    await page.getByRole('button', { name: /^Account menu for [^,]+$/ }).waitFor(withinOnePoll)
    await page.getByRole('row').filter({ hasText: 'We have just restocked it in navy.' }).getByText('Read', { exact: true }).waitFor()
  })

  it('customer service from the floating button: the welcome first, then the shopper’s message reaches the platform', async () => {
    await page.getByRole('button', { name: 'Customer service' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Customer service').first().waitFor()
    await dialog.getByText('Hello! How can Vitrine help you today?', { exact: true }).waitFor()
    const box = dialog.getByRole('textbox', { name: 'Message' })
    await box.fill('Where is my parcel?')
    await box.press('Enter')
    await dialog.getByText('Sending…').waitFor({ state: 'detached' })
    await screenshot(page, 'chat-customer-service')
    const [row] = await chatsOf(0)
    expect(row).toMatchObject({ lastMessage: 'Where is my parcel?', lastFrom: 'shopper' })
    await opsCli('chat:reply', String(row.id), 'It left our warehouse this morning.')
    await dialog.getByText('It left our warehouse this morning.', { exact: true }).waitFor(withinOnePoll)
  })
})
