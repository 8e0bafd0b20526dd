import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { drawn, productUrl, screenshot, useBrowser, wheelUntil } from './browser'

const browser = useBrowser()

/** Home on a desktop, scrolled down until the promo videos are drawn; answers the page and the first video. */
async function homeWithFilms(options: BrowserContextOptions = {}): Promise<{ page: Page; video: Locator }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options })
  const page = await context.newPage()
  await page.goto(productUrl('localhost', '/'))
  await page.getByRole('region', { name: 'Our brands' }).waitFor()
  const films = page.getByRole('region', { name: 'Films' })
  await wheelUntil(page, films, 400, 20)
  const video = films.locator('video').first()
  await video.waitFor()
  return { page, video }
}

const state = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime, src: v.currentSrc, muted: v.muted }))

/**
 * Resolves once an IntersectionObserver sees half of `video` in view (or less, `inView` false), and a frame
 * has passed: the page's own observer (made earlier, same threshold) has been told by then, in the same task.
 */
const halfInView = (video: Locator, inView: boolean) =>
  video.evaluate(
    (v, wanted) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            if (entry.intersectionRatio >= 0.5 !== wanted) return
            observer.disconnect()
            requestAnimationFrame(() => resolve())
          },
          { threshold: [0, 0.5] },
        )
        observer.observe(v)
      }),
    inView,
  )

/** Brings the video's middle to the middle of the view. */
const intoView = (video: Locator) => video.evaluate((v) => v.scrollIntoView({ block: 'center' }))

describe('promo videos in Chromium', () => {
  it('play muted (the WebM) when scrolled into view, pause when scrolled away, and play again on return', async () => {
    const { page, video } = await homeWithFilms()
    await intoView(video)
    await halfInView(video, true)
    // Told it is seen, it has started (what the reduced-motion test below waits for before finding it still).
    expect((await state(video)).paused).toBe(false)
    await expect.poll(async () => (await state(video)).time, { timeout: 20_000 }).toBeGreaterThan(0.5)
    const playing = await state(video)
    expect(playing).toMatchObject({ paused: false, muted: true })
    expect(playing.src).toMatch(/\/media\/video\/lookbook\.webm$/)
    expect(await video.evaluate((v: HTMLVideoElement) => [v.textTracks[0]?.kind, v.textTracks[0]?.language])).toEqual(['captions', 'en'])
    expect(await page.getByRole('button', { name: 'Pause The autumn lookbook' }).count()).toBe(1)
    await screenshot(page, 'promo-video-playing')

    await page.evaluate(() => window.scrollTo(0, 0))
    await halfInView(video, false)
    await expect.poll(async () => (await state(video)).paused).toBe(true)
    const stoppedAt = (await state(video)).time
    await drawn(page)
    expect((await state(video)).time).toBe(stoppedAt)

    await intoView(video)
    await expect.poll(async () => (await state(video)).time, { timeout: 10_000 }).toBeGreaterThan(stoppedAt)
    await page.context().close()
  })

  it('stay still with reduced motion until the play button, which works from the keyboard; the shopper’s pause holds', async () => {
    const { page, video } = await homeWithFilms({ reducedMotion: 'reduce' })
    await intoView(video)
    await halfInView(video, true)
    await drawn(page)
    expect(await state(video)).toMatchObject({ paused: true, time: 0 })

    const play = page.getByRole('button', { name: 'Play The autumn lookbook' })
    await play.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await state(video)).time, { timeout: 20_000 }).toBeGreaterThan(0.3)

    await page.getByRole('button', { name: 'Pause The autumn lookbook' }).click()
    await expect.poll(async () => (await state(video)).paused).toBe(true)
    await page.getByRole('button', { name: 'Turn the sound on' }).first().click()
    expect((await state(video)).muted).toBe(false)
    await page.context().close()
  })
})
