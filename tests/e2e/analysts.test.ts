import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingStatusMachine } from '../../machines/lifecycles/listing'
import { type CoverageRecord, coverageOf } from '../../src/devtools/statechart/coverage'
import coverage from '../../src/devtools/statechart/coverage.json'
import { useBrowser } from './browser'

const browser = useBrowser()

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** Storybook with the machines' pages alone (.storybook/main.ts), built as for testing: about half a minute. */
function buildStorybook(out: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['storybook', 'build', '--test', '--quiet', '-o', out], {
      env: { ...process.env, STORYBOOK_MACHINES_ONLY: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`storybook build exited with ${code}:\n${output}`))))
  })
}

function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
    try {
      const body = readFileSync(join(dir, path.endsWith('/') ? `${path}index.html` : path))
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` })
    }),
  )
}

describe("the analysts' machine pages in Storybook", () => {
  const out = mkdtempSync(join(tmpdir(), 'vitrine-storybook-'))
  let site: { server: Server; base: string }
  beforeAll(async () => {
    await buildStorybook(out)
    site = await serve(out)
  }, 180_000)
  afterAll(() => {
    site?.server.close()
    rmSync(out, { recursive: true, force: true })
  })

  it("lists, beside the listing lifecycle's chart, the shortest path to each status and how many of its transitions the tests exercise", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${site.base}/iframe.html?id=machines--listing-status&viewMode=story`)
    await page.locator('[data-state-id="listingStatus.changeReview"]').waitFor()

    // A change waits for review: submitted bare (no review: on sale at once), then edited with review on.
    const toChangeReview = page.locator('[data-path-to="listingStatus.changeReview"]')
    await expect.poll(() => toChangeReview.innerText()).toMatch(/SUBMIT\s*→\s*EDIT\s*\{"review":true\}/)
    await expect.poll(() => page.locator('[data-path-to="listingStatus.draft"]').innerText()).toContain('entered at start')

    const transitions = coverageOf(listingStatusMachine, coverage as CoverageRecord)
    const tested = transitions.filter((t) => t.tests.length > 0).length
    await expect
      .poll(() => page.getByTestId('coverage').innerText())
      .toBe(`${tested} of ${transitions.length} transitions exercised by the tests`)
    const list = page.getByRole('list', { name: 'Transitions and their tests' })
    await expect.poll(() => list.getByText('untested', { exact: true }).count()).toBe(transitions.length - tested)
    await expect.poll(() => list.getByText('tested', { exact: true }).count()).toBe(tested)
    await context.close()
  })

  it("draws the order lifecycle with elk's layout, its arrows crossing fewer times than the hand layout's", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${site.base}/iframe.html?id=machines--order-status&viewMode=story`)
    const chart = page.locator('[data-chart][data-layout]')
    await chart.waitFor()
    expect(await chart.getAttribute('data-layout')).toBe('elk')
    const counted = (name: string) => chart.getAttribute(name).then(Number)
    const [hand, elk] = [await counted('data-hand-crossings'), await counted('data-elk-crossings')]
    expect(elk).toBeLessThan(hand)
    // What is drawn is elk's routes: the arrows cross as often as elk's count says.
    await expect.poll(() => chart.locator('svg[data-crossings]').getAttribute('data-crossings')).toBe(String(elk))
    // Nested in the machine's box, the states stand where elk put them.
    const waitPay = chart.locator('[data-state-id="orderStatus.waitPay"]')
    expect(await waitPay.evaluate((box) => getComputedStyle(box.parentElement!).position)).toBe('absolute')
    await context.close()
  })
})
