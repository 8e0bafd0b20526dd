import axe from 'axe-core'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'

/** Chromium as root and headless on a closed network needs these flags. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromePath'), args: chromiumArgs })
}

/** Waits (at most 2 s) for the page's finite animations to end; endless ones (spinners) are left running. */
async function settleAnimations(page: Page) {
  await page
    .evaluate(() => {
      const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0))
      const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
      return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))])
    })
    .catch(() => undefined)
}

type AxeWindow = Window & { axe?: typeof axe }

/**
 * axe-core's serious and critical findings on `page`. axe is put into each frame once per document
 * (a route change keeps it), then run from the top, which asks the frames; only violations are
 * detailed. What @axe-core/playwright does instead (axe evaluated again in every frame, then its
 * results finished in a new page) cost about five times as long: 0.8 s against 0.15 s an audit on
 * an idle machine, a quarter of the browser tests' time.
 */
async function seriousFindings(page: Page) {
  for (const frame of page.frames()) {
    if (frame.isDetached() || (await frame.evaluate(() => 'axe' in window))) continue
    await frame.evaluate(axe.source)
    await frame.evaluate(() => (window as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'] }))
  }
  const { violations } = await page.evaluate(() => (window as AxeWindow).axe!.run(document, { resultTypes: ['violations'] }))
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** A test file's Chromium: its contexts' pages are watched (useBrowser). */
export interface WatchedBrowser {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
  /** The policy violations and axe findings seen since the last call, which then no longer fail the test. */
  takeReports(): string[]
  /** Audits `page` with axe now (a dialog open, say); its findings fail the test at its end. */
  audit(page: Page): Promise<void>
}

/**
 * Chromium for one test file, started before its tests and closed after them. Every page its
 * contexts open is watched: a Content-Security-Policy violation (the document's
 * securitypolicyviolation event, or a console error naming the policy) fails the test it happened
 * in; and each open page that navigated (a route change included) is audited with axe at the end
 * of every test and before its context closes, serious and critical findings failing the test.
 */
export function useBrowser(): WatchedBrowser {
  let browser: Browser | undefined
  const violations: string[] = []
  const findings = new Map<string, string>()
  /** Open pages that navigated since their last audit. */
  const unaudited = new Set<Page>()

  async function audit(pages: Page[]) {
    for (const page of pages) {
      unaudited.delete(page)
      if (page.isClosed() || !/^https?:/.test(page.url())) continue
      // A dialog still fading in has blended colours: axe would measure its contrast mid-animation.
      await settleAnimations(page)
      // A page still changing route can drop axe's script mid-run: once more when it has settled.
      const found = await seriousFindings(page).catch(async () => {
        await page.waitForLoadState('load')
        await page.waitForTimeout(500)
        return seriousFindings(page)
      })
      for (const v of found) {
        const where = new URL(page.url())
        const targets = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')
        findings.set(
          `${v.id} ${where.pathname}`,
          `${v.id} (${v.impact}) on ${where.pathname}${where.search}: ${v.help}; ${v.nodes.length} element(s): ${targets}`,
        )
      }
    }
  }

  async function watch(context: BrowserContext) {
    await context.exposeBinding('__reportPolicyViolation', ({ page }, text: string) => violations.push(`${page.url()}: ${text}`))
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation
        report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`)
      })
    })
    const track = (page: Page) => {
      untilLive(page)
      unaudited.add(page)
      page.on('framenavigated', (frame) => frame === page.mainFrame() && unaudited.add(page))
      page.on('close', () => unaudited.delete(page))
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
          violations.push(`${page.url()}: ${message.text()}`)
      })
    }
    context.pages().forEach(track)
    context.on('page', track)
    const close = context.close.bind(context)
    context.close = async (options) => {
      await audit(context.pages().filter((page) => unaudited.has(page)))
      return close(options)
    }
    return context
  }

  const watched: WatchedBrowser = {
    newContext: async (options) => watch(await browser!.newContext(options)),
    takeReports: () => {
      const reports = [...violations.splice(0), ...[...findings.values()].map((f) => `axe: ${f}`)]
      findings.clear()
      return reports
    },
    audit: (page) => audit([page]),
  }
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    await audit([...unaudited])
    expect(watched.takeReports(), 'Content-Security-Policy violations and serious or critical accessibility findings').toEqual([])
  })
  afterAll(() => browser?.close())
  return watched
}

/**
 * A page the service drew (server/http/firstView.ts) shows before the app has taken it over, and a
 * click then reaches no handler: arriving on a page waits until the app is live (src/main.tsx), as
 * a shopper's first tap is seconds after the paint. A page not drawn has an empty #root until the app draws it;
 * `waitUntil: 'commit'` (a page without script, a test of the moment before) does not wait.
 */
function untilLive(page: Page) {
  const live = () =>
    page.waitForFunction(() => !document.getElementById('root')?.hasChildNodes() || document.documentElement.dataset.app === 'live')
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await live()
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await live()
    return response
  }
}

export const productUrl = (host = 'localhost', path = '/') => `http://${host}:${inject('port')}${path}`

/** The operator's admin API, as `npm run ops` uses it. */
export async function ops<T>(path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${inject('port')}/admin-api${path}`, {
    headers: { Authorization: `Bearer ${inject('opsToken')}` },
  })
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

export interface ShopperSession {
  accessToken: string
  email: string
  userId: number
}

/** A context whose storefront starts signed in as `session` (the token and email in its storage, as a login leaves them). */
export async function signedInContext(browser: WatchedBrowser, session: ShopperSession, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options })
  await context.addInitScript((s) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', s.accessToken)
      localStorage.setItem('email', s.email)
      localStorage.setItem('userInfo', JSON.stringify({ id: s.userId, email: s.email }))
    }
  }, session)
  return context
}

/**
 * Turns the mouse wheel by `dy` until `target` is on the page (`turns` at most), each turn waiting for
 * the page to have scrolled, or (at its end) grown, and drawn a frame.
 */
export async function wheelUntil(page: Page, target: Locator, dy: number, turns = 30) {
  for (let i = 0; i < turns && (await target.count()) === 0; i++) {
    await page.evaluate(() => {
      const scrolled = new Promise((resolve) => {
        const done = () => {
          grown.disconnect()
          requestAnimationFrame(resolve)
        }
        const height = document.body.scrollHeight
        const grown = new ResizeObserver(() => document.body.scrollHeight !== height && done())
        grown.observe(document.body)
        document.addEventListener('scroll', done, { once: true, capture: true })
      })
      Object.assign(window, { scrolled })
    })
    await page.mouse.wheel(0, dy)
    await page.evaluate(() => (window as unknown as { scrolled: Promise<unknown> }).scrolled)
  }
  await target.waitFor()
  await scrollSettled(page)
}

/**
 * Resolves once the page has not scrolled for `frames` frames in a row. A wheel scrolls smoothly,
 * over several frames after its first scroll event: a scroll made meanwhile (scrollIntoView) was
 * seen moved again by the rest of the wheel's distance.
 */
export function scrollSettled(page: Page, frames = 5) {
  return page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let still = 0
        let last = window.scrollY
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still < quiet) requestAnimationFrame(frame)
          else resolve()
        }
        requestAnimationFrame(frame)
      }),
    frames,
  )
}

/** Resolves once the page's document has not changed for `frames` frames in a row: what it draws by itself is drawn. */
export function drawn(page: Page, frames = 10) {
  return page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let still = 0
        const observer = new MutationObserver(() => {
          still = 0
        })
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
        const frame = () => {
          if (++still < quiet) return requestAnimationFrame(frame)
          observer.disconnect()
          resolve()
        }
        requestAnimationFrame(frame)
      }),
    frames,
  )
}

/**
 * Resolves once React owns `target` (its props are on the element): a page drawn by the service
 * takes events only from then on, and an event that has no second chance (a pointer entering, once)
 * sent before is lost, as it would be for a person.
 */
export async function hydrated(target: Locator) {
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(true)
}
