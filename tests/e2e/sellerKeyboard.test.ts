import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ListingStatus } from '../../contract/lifecycles'
import { type SellerProduct, sellerPaths } from '../../contract/seller'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { png } from './buying'
import { api, newShopOwner } from './journey'

/**
 * The product editor with the keyboard alone: Tab, typing, Space, Enter and the arrow keys, no
 * click. Every stop the focus makes on the way is drawn visibly (an outline or a ring).
 */
const browser = useBrowser()
const stamp = Date.now().toString(36)
const productName = `Keyboard scarf ${stamp}`
let page: Page
let token = ''

beforeAll(async () => {
  const { session } = await newShopOwner(`keys.owner.${stamp}@example.com`, `Keys House ${stamp}`, await png('#37474f', 300, 300))
  token = session.accessToken
  page = await (await signedInContext(browser, session)).newPage()
})

/** What the focused element is called (its label, its aria-label or its text), and whether its focus is drawn. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: '', drawn: false }
    const input = el as HTMLInputElement
    const name = (el.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? el.textContent ?? '').trim()
    const style = getComputedStyle(el)
    const drawn = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'
    return { name, drawn }
  })

/** Tabs (backwards with `back`) until the focus is on the control called `name` (at most 200 presses), each stop's focus drawn. */
async function tabTo(name: string | RegExp, { back = false } = {}) {
  const seen: string[] = []
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused()
    expect(now.drawn, `the focus on “${now.name}” is drawn (after ${seen.join(' | ')})`).toBe(true)
    seen.push(now.name)
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return
  }
  throw new Error(`Tab never reached “${name}”; it went through: ${seen.join(' | ')}`)
}

const product = (id: number) => api<SellerProduct>(token, 'GET', sellerPaths.productGet, { id })

describe('the product editor with the keyboard alone', () => {
  it('fills a product, reorders a picture and submits it without a click', async () => {
    await page.goto(productUrl('localhost', '/seller/products/new'))
    await page.getByRole('heading', { name: 'New product' }).waitFor()
    await tabTo('Population')
    await page.keyboard.press('ArrowDown')
    await tabTo('Category')
    await page.keyboard.press('ArrowDown')
    await tabTo('Brand')
    await page.keyboard.press('ArrowDown')
    await tabTo('Name (English)')
    await page.keyboard.type(productName)
    // The first draft moves the page to the product's address; the focus stays where the owner types.
    await page.waitForURL(/\/seller\/products\/\d+$/)
    expect((await focused()).name).toBe('Name (English)')
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    await expect.poll(async () => (await product(id)).names.en).toBe(productName)
    expect((await product(id)).sex).toBe(1)

    await tabTo(/^Black$/)
    await page.keyboard.press('Space')
    await tabTo(/^S$/)
    await page.keyboard.press('Space')
    // Asked for before the key is pressed: Playwright starts catching file pickers only once asked.
    const chooser = page.waitForEvent('filechooser')
    // The colour's pictures stand between the colours and the sizes.
    await tabTo('Add pictures of Black', { back: true })
    await page.keyboard.press('Enter')
    await (await chooser).setFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await png('#212121') },
      { name: 'second.png', mimeType: 'image/png', buffer: await png('#9e9e9e') },
    ])
    await page.getByRole('img', { name: 'Black, picture 2' }).waitFor()
    const order = () => page.getByRole('img', { name: /^Black, picture/ }).evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
    const uploaded = await order()
    await tabTo('Move picture 2 left', { back: true })
    await page.keyboard.press('Enter')
    await expect.poll(order).toEqual([uploaded[1], uploaded[0]])
    expect((await focused()).name).toBe('Move picture 1 right')

    await tabTo('Price of Black S')
    await page.keyboard.type('25')
    await tabTo('Stock of Black S')
    await page.keyboard.press('Control+A')
    await page.keyboard.type('4')
    await page.getByText('Saved', { exact: true }).waitFor()
    await screenshot(page, 'seller-keyboard-filled')
    await tabTo('Submit for review')
    await page.keyboard.press('Enter')
    await page.getByText('In review', { exact: true }).waitFor()
    const sent = await product(id)
    expect(sent.listing).toBe(ListingStatus.review)
    expect(sent.skus.map((s) => [s.price, s.stock])).toEqual([[2500, 4]])
    expect(sent.colours[0].pictures).toHaveLength(2)
  })
})
