import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { productUrl, useBrowser, wheelUntil } from './browser'

// useBrowser fails each test on any policy violation its pages report, and on serious axe findings.
const browser = useBrowser()

/** A desktop page at `path`, with the policy it was sent under, which must name a nonce. */
async function visit(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const response = await page.goto(productUrl('localhost', path))
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'; style-src 'self' 'nonce-[^']+'/)
  await page.getByRole('banner').waitFor()
  return page
}

/** Emotion's style elements carry the page's nonce: the policy refuses their text otherwise. */
async function expectStylesWithNonce(page: Page) {
  const nonces = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.nonce))
  expect(nonces.length).toBeGreaterThan(0)
  expect(nonces.filter((nonce) => !nonce)).toEqual([])
}

/** Rules Emotion adds after the first paint go in as style text (src/chakra.tsx): scrolling draws more. */
const scrollToFooter = (page: Page) => wheelUntil(page, page.getByRole('contentinfo'), 800)

describe('the storefront works under its Content-Security-Policy', () => {
  it('home', async () => {
    const page = await visit('/')
    await page.locator('main section img').first().waitFor()
    await scrollToFooter(page)
    await expectStylesWithNonce(page)
  })

  it('a product list', async () => {
    const page = await visit('/categoryIndex?type=category&categoryId=3&navigation=4')
    await page.locator('main article').first().waitFor()
    await scrollToFooter(page)
    await expectStylesWithNonce(page)
  })

  it('a product detail', async () => {
    const page = await visit('/productDetail?no=1')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectStylesWithNonce(page)
  })

  it('the login dialog, then the account page after logging in', async () => {
    const page = await visit('/')
    await page.getByRole('button', { name: 'Sign in', exact: true }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email', { exact: true }).fill('demo@vitrine.test')
    await dialog.getByLabel('Password', { exact: true }).fill('Demo12345')
    await browser.audit(page)
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByRole('button', { name: /demo@vitrine\.test/ }).waitFor()
    await page.goto(productUrl('localhost', '/myaccount'))
    await page.getByRole('heading', { name: 'User info' }).waitFor()
    await expectStylesWithNonce(page)
  })

  it('reports what the policy refuses and what axe finds (the watch works)', async () => {
    const page = await visit('/')
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body { outline: 1px solid red }'
      document.head.append(style)
      const script = document.createElement('script')
      script.textContent = 'window.ranInline = true'
      document.head.append(script)
      document.querySelector('main')?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' }))
    })
    const seen: string[] = []
    // Each violation is reported twice: by the document's event and on the console.
    const expected = ['style-src-elem blocked', 'script-src-elem blocked']
    await expect
      .poll(() => {
        seen.push(...browser.takeReports())
        return expected.every((d) => seen.some((v) => v.includes(d)))
      })
      .toBe(true)
    await page.waitForTimeout(200)
    browser.takeReports()
    expect(await page.evaluate(() => (window as unknown as { ranInline?: boolean }).ranInline)).toBeUndefined()
    await browser.audit(page)
    expect(browser.takeReports().join('\n')).toMatch(/^axe: image-alt \(critical\) on \//m)
  })
})
