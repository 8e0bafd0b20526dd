import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

/** Chromium as root and headless on a closed network: SPEC'd flags from STACK.md. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromePath'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
}

export const productUrl = (host = 'localhost', path = '/') => `http://${host}:${inject('port')}${path}`

/** The operator's admin API, as `npm run ops` uses it. */
export async function ops<T>(path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${inject('port')}/admin-api${path}`, { headers: { Authorization: `Bearer ${inject('opsToken')}` } })
  const body = (await res.json()) as { code: number; data: T; msg: string }
  if (body.code !== 0) throw new Error(`ops ${path}: ${body.msg}`)
  return body.data
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: false })
}

/** The demo shopper's session, logged in through the API as the storefront would. */
export async function demoShopperSession() {
  const res = await fetch(productUrl('localhost', '/app-api/member/firstauth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ mailbox: 'demo@vitrine.test', password: 'Demo12345' }),
  })
  const { data } = (await res.json()) as { data: { accessToken: string; email: string; userId: number } }
  return data
}
