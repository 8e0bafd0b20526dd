import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ops, productUrl, screenshot, useBrowser } from './browser'
import { fillPictureCode, pictureCodeOf, watchPictureCodes } from './pictureCode'

const browser = useBrowser()

const email = `shopper.${Date.now()}@example.com`
const password = 'Autumn2026!'

async function openHome(page: Page, host = 'localhost') {
  await page.goto(productUrl(host, '/'))
  await page.getByRole('banner').waitFor()
}

describe('foundation, as a shopper in Chromium', () => {
  let page: Page
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    page = await context.newPage()
  })

  it('registers with the picture code and the code from the outbox, and is logged in', async () => {
    const newestPicture = watchPictureCodes(page)
    await openHome(page)
    await page.getByRole('button', { name: 'Register', exact: true }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email', { exact: true }).fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    await dialog.getByLabel('Confirm password').fill(password)
    await dialog.getByRole('checkbox', { name: /I have read and accept/ }).check({ force: true })
    // A wrong picture code: the service refuses the ask and mails nothing; a new picture is drawn, the box emptied.
    await expect.poll(newestPicture).not.toBe('')
    const first = newestPicture()
    const right = await pictureCodeOf(first)
    await dialog.getByRole('textbox', { name: 'Picture code' }).fill(right === 'AAAA' ? 'CCCC' : 'AAAA')
    await dialog.getByRole('button', { name: 'Send code' }).click()
    await page.getByText('The picture code is wrong or has expired').waitFor()
    await expect.poll(newestPicture).not.toBe(first)
    expect(await dialog.getByRole('textbox', { name: 'Picture code' }).inputValue()).toBe('')
    await expect(ops(`/mail/last?email=${encodeURIComponent(email)}`)).rejects.toThrow()
    await fillPictureCode(dialog, newestPicture)
    await screenshot(page, 'register-picture-code')
    await dialog.getByRole('button', { name: 'Send code' }).click()
    await expect.poll(() => dialog.getByRole('button', { name: /Resend in \d+ s/ }).count()).toBe(1)
    const mail = await ops<{ code: string }>(`/mail/last?email=${encodeURIComponent(email)}`)
    expect(mail.code).toMatch(/^\d{6}$/)
    await dialog.getByLabel('Email code').fill(mail.code)
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).waitFor()
    await screenshot(page, 'registered')
  })

  it('logs out and logs in again', async () => {
    await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    const form = page.getByRole('main')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
  })

  it('switches to Chinese and yen, and both stay applied after the reload', async () => {
    await page.getByRole('button', { name: 'Language and currency' }).click()
    const dialog = page.getByRole('dialog')
    // The radio inputs are visually hidden inside their cards: a shopper clicks the card.
    await dialog.locator('label').filter({ hasText: '中文' }).click()
    await dialog.locator('label').filter({ hasText: /^JPY/ }).click()
    await expect.poll(() => dialog.getByRole('radio', { name: '中文' }).isChecked()).toBe(true)
    await expect.poll(() => dialog.getByRole('radio', { name: /^JPY/ }).isChecked()).toBe(true)
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Apply' }).click()])
    await page.getByRole('banner').waitFor()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh')
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('currencyCode'), localStorage.getItem('symbol')]),
    ).toEqual(['zh', 'JPY', '¥'])
    await expect.poll(() => page.locator('body').innerText()).toContain('ZH · JPY')
    await screenshot(page, 'zh-jpy')
  })

  it('logs out from the account menu, in Chinese', async () => {
    await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click()
    await page.getByRole('menuitem').last().click()
    await page.waitForURL(/\/login/)
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('email')])).toEqual([null, null])
  })
})

describe('the second tenant', () => {
  it('shows its own name on its own host', async () => {
    const page = await (await browser.newContext()).newPage()
    await openHome(page, 'maison.localhost')
    await expect.poll(() => page.title()).toMatch(/Maison/)
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Maison/ })
          .count(),
      )
      .toBe(1)
    expect(await page.getByRole('banner').getByRole('img', { name: 'Maison' }).count()).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('tenant-id'))).toBe('2')
    await screenshot(page, 'maison')
  })
})
