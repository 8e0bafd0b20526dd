import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { drawn } from './browser'

type Box = { x: number; y: number; width: number; height: number }

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * Scrolls `target` as far up as a shopper would bring it to read it (to the middle of the screen,
 * or as far as the page scrolls) and expects the floating customer-service button not to cover it.
 */
export async function clearOfFloating(page: Page, target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await drawn(page)
  const floating = page.getByRole('complementary', { name: 'Quick help' }).getByRole('button', { name: /^Customer service/ })
  const [button, box] = [await floating.boundingBox(), await target.boundingBox()]
  expect(button, 'the customer-service button is drawn').not.toBeNull()
  expect(box, 'the element is drawn').not.toBeNull()
  if (button && box) expect(overlap(button, box), `${JSON.stringify(button)} covers ${JSON.stringify(box)}`).toBe(false)
}
