import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { newShopper } from './shoppers'
import { pngBomb, solid, uploadAs } from './uploadHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const heavyUploads = 16

/** How long `work` takes, in ms. */
async function timed<T>(work: () => Promise<T>) {
  const started = performance.now()
  const answer = await work()
  return { answer, ms: performance.now() - started }
}

describe('decoding shared between accounts', () => {
  it('answers a small upload and refuses a bomb while another account has many large pictures in line', async () => {
    const [heavy, light, bomber] = [await newShopper(server), await newShopper(server), await newShopper(server)]
    // 36 megapixels each (under the 40 MP limit): decoded whole, about half a megabyte sent.
    const large = await solid(6000, 6000)
    const small = await solid(16, 16)
    const alone = await timed(() => uploadAs(server, heavy.token)(large, 'large.png'))
    expect(alone.answer.code).toBe(0)

    let heavyDone = 0
    const heavyAnswers = Array.from({ length: heavyUploads }, () =>
      uploadAs(server, heavy.token)(large, 'large.png').then((res) => {
        heavyDone += 1
        return res
      }),
    )
    // Once one has been answered, the others have arrived and wait for their turn.
    await Promise.race(heavyAnswers)
    const [smallOne, bomb] = await Promise.all([
      timed(() => uploadAs(server, light.token)(small, 'small.png')).then((r) => ({ ...r, heavyDone })),
      uploadAs(server, bomber.token)(pngBomb(), 'bomb.png').then((res) => ({ res, heavyDone })),
    ])
    expect(smallOne.answer.code).toBe(0)
    expect(bomb.res).toMatchObject({ status: 413, code: 1023, msg: 'The image is larger than 40 megapixels' })
    // Neither waited behind the heavy account's line: most of it was still waiting.
    expect(smallOne.heavyDone).toBeLessThanOrEqual(heavyUploads / 2)
    expect(bomb.heavyDone).toBeLessThanOrEqual(heavyUploads / 2)
    // At most a decoding in progress and its own: a few times one large upload alone, in this run.
    expect(smallOne.ms).toBeLessThan(3 * alone.ms)
    expect((await Promise.all(heavyAnswers)).every((res) => res.code === 0)).toBe(true)
  })
})
