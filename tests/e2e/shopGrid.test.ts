import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { productUrl, useBrowser } from './browser'

/**
 * The shop directory's grid turns where SPEC.md says (issue 31; "Shop grid breakpoints 600, 990,
 * 1200"): one shop a row under 600 px, 2 under 990, 4 under 1200, 6 from 1200.
 */
const browser = useBrowser()
let page: Page

beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
  await page.goto(productUrl('localhost', '/shop'))
  await page.locator('main ul > li article').nth(5).waitFor()
})

/** How many shops share the first row's top. */
const columns = () =>
  page
    .locator('main ul > li')
    .evaluateAll((items) => items.filter((li) => li.getBoundingClientRect().top === items[0].getBoundingClientRect().top).length)

describe('the shop directory grid, in Chromium', () => {
  it.each([
    [599, 1],
    [600, 2],
    [989, 2],
    [990, 4],
    [1199, 4],
    [1200, 6],
  ])('at %i px: %i a row', async (width, count) => {
    await page.setViewportSize({ width, height: 900 })
    await expect.poll(columns).toBe(count)
  })
})
