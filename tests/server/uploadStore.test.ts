import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { thumbnailUrl } from '../../contract/uploads'
import { type Config, readConfig } from '../../server/config'
import { uploadPolicy } from '../../server/http/static'
import { privateStore, storeOfKind, uploadStore } from '../../server/modules/file/service'
import type { StoredFile, UploadStore } from '../../server/modules/file/store'
import { sweepUploads } from '../../server/modules/file/sweep'
import { iconPng } from '../../server/modules/pwa/icons'
import { startS3rver } from '../../scripts/s3rver'
import { registerUser } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { uploadIdentity } from './shopApplicationHelpers'
import { newShopper } from './shoppers'
import { solid, uploadAs } from './uploadHelpers'

const bytesOf = async (file: StoredFile | null) => new Uint8Array(await new Response(file?.body).arrayBuffer())

/** The local folder (the default) and an S3-compatible bucket (s3rver, started here): the same cases on each. */
const drivers = [
  { driver: 'disk', start: async () => ({ env: {}, stop: async () => {} }) },
  { driver: 's3', start: () => startS3rver({ bucket: 'vitrine-test' }) },
]

describe.each(drivers)('uploads on the $driver driver', ({ driver, start }) => {
  let storage: Awaited<ReturnType<typeof start>>
  let server: TestServer
  let config: Pick<Config, 'dataDir' | 's3'>
  let uploads: UploadStore
  beforeAll(async () => {
    storage = await start()
    server = await startTestServer({ ...storage.env, ORDER_SWEEP_SECONDS: '0' })
    config = { dataDir: server.dataDir, s3: readConfig(storage.env).s3 }
    uploads = uploadStore(config)
  })
  afterAll(async () => {
    await server.stop()
    await storage.stop()
  })

  const bytes = new Uint8Array([...'0123456789'].map((c) => c.charCodeAt(0)))

  it('puts a file and gets it whole, with its size and type', async () => {
    await uploads.put('1/2026-11/whole.png', bytes, 'image/png')
    const file = await uploads.get('1/2026-11/whole.png')
    expect(file).toMatchObject({ size: 10, type: 'image/png' })
    expect(file?.range).toBeUndefined()
    expect(await bytesOf(file)).toEqual(bytes)
  })

  it('gets a range: from and to, from to the end, the last bytes; past the end, no bytes but the size', async () => {
    await uploads.put('1/2026-11/range.png', bytes, 'image/png')
    const part = async (range: Parameters<UploadStore['get']>[1]) => {
      const file = await uploads.get('1/2026-11/range.png', range)
      return { size: file?.size, range: file?.range, text: new TextDecoder().decode(await bytesOf(file)) }
    }
    expect(await part({ start: 2, end: 4 })).toEqual({ size: 10, range: { start: 2, end: 4 }, text: '234' })
    expect(await part({ start: 7 })).toEqual({ size: 10, range: { start: 7, end: 9 }, text: '789' })
    expect(await part({ start: 8, end: 50 })).toEqual({ size: 10, range: { start: 8, end: 9 }, text: '89' })
    expect(await part({ suffix: 3 })).toEqual({ size: 10, range: { start: 7, end: 9 }, text: '789' })
    const past = await uploads.get('1/2026-11/range.png', { start: 10 })
    expect(past).toMatchObject({ body: null, size: 10 })
  })

  it('answers null for a missing file, and removes a file (a missing one too)', async () => {
    expect(await uploads.get('1/2026-11/none.png')).toBeNull()
    expect(await uploads.get('1/2026-11/none.png', { start: 0, end: 1 })).toBeNull()
    await uploads.put('1/2026-11/gone.png', bytes, 'image/png')
    await uploads.remove('1/2026-11/gone.png')
    expect(await uploads.get('1/2026-11/gone.png')).toBeNull()
    await expect(uploads.remove('1/2026-11/gone.png')).resolves.toBeUndefined()
  })

  it('keeps private files apart from public ones', async () => {
    const secret = privateStore(config)
    await secret.put('1/2026-11/card.png', bytes, 'image/png')
    expect(await uploads.get('1/2026-11/card.png')).toBeNull()
    expect(await bytesOf(await secret.get('1/2026-11/card.png'))).toEqual(bytes)
    expect((await fetch(`${server.base}/uploads/1/2026-11/card.png`)).status).toBe(404)
  })

  it('refuses an unsafe key', async () => {
    await expect(uploads.put('../escape.png', bytes, 'image/png')).rejects.toThrow(/Unsafe/)
    await expect(uploads.get('1/../../escape.png')).rejects.toThrow(/Unsafe/)
  })

  it('serves an uploaded picture and its thumbnail at their /uploads URLs, as the disk did', async () => {
    const { accessToken } = (await registerUser(server, `${driver}@example.com`, 'Secret123')).data
    const res = await uploadAs(server, accessToken)(await solid(64, 48, 'png'), 'photo.png', 'image/png')
    expect(res.code).toBe(0)
    const served = await fetch(`${server.base}${res.data}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('content-security-policy')).toContain(uploadPolicy)
    const body = new Uint8Array(await served.arrayBuffer())
    expect(body).toEqual(await bytesOf(await uploads.get(res.data.slice('/uploads/'.length))))
    const thumb = await fetch(`${server.base}${thumbnailUrl(res.data)}`)
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp'])
    await thumb.arrayBuffer()
    expect((await fetch(`${server.base}/uploads/1/2026-11/${'0'.repeat(32)}.png`)).status).toBe(404)
    expect((await fetch(`${server.base}/uploads/1/%2e%2e/code-secret`)).status).toBeGreaterThanOrEqual(400)
    if (driver === 's3') await servesRanges(res.data, body)
  })

  /** From the bucket the service answers ranges (the disk's serveFiles sends whole files). */
  async function servesRanges(url: string, whole: Uint8Array) {
    const ranged = await fetch(`${server.base}${url}`, { headers: { range: 'bytes=0-9' } })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`)
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(whole.slice(0, 10))
    const tail = await fetch(`${server.base}${url}`, { headers: { range: 'bytes=-5' } })
    expect([tail.status, new Uint8Array(await tail.arrayBuffer())]).toEqual([206, whole.slice(-5)])
    const past = await fetch(`${server.base}${url}`, { headers: { range: `bytes=${whole.length}-` } })
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${whole.length}`])
    const head = await fetch(`${server.base}${url}`, { method: 'HEAD' })
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(whole.length)])
  }

  it('serves an identity document through its signed link only', async () => {
    const res = await uploadIdentity(server, await newShopper(server))(await solid(320, 200, 'png'))
    expect(res.code).toBe(0)
    const ok = await fetch(`${server.base}${res.data.url}`)
    expect([ok.status, ok.headers.get('content-type'), ok.headers.get('cache-control')]).toEqual([200, 'image/png', 'private, no-store'])
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(await bytesOf(await privateStore(config).get(res.data.key)))
    expect((await fetch(`${server.base}/uploads/${res.data.key}`)).status).toBe(404)
    expect((await fetch(`${server.base}${res.data.url.split('?')[0]}`)).status).toBe(404)
  })

  it('draws the PWA icons from a logo kept in the store', async () => {
    const key = `1/2026-11/mark-${driver}.png`
    await uploads.put(key, new Uint8Array(await solid(64, 64, 'png')), 'image/png')
    const brand = { name: 'Mark', logo: uploads.url(key), background: '#ffffff', ink: '#000000' }
    const { data } = await sharp(await iconPng(brand, '192', uploads))
      .raw()
      .toBuffer({ resolveWithObject: true })
    // The logo's colour (uploadHelpers' solid), not the monogram's ink.
    expect([...data.subarray(0, 3)]).toEqual([0xb4, 0x46, 0x3c])
  })

  it('sweeps unclaimed uploads from their store, identity documents included', async () => {
    const { accessToken } = (await registerUser(server, `${driver}.sweep@example.com`, 'Secret123')).data
    const image = (await uploadAs(server, accessToken)(await solid(20, 20, 'png'), 'a.png', 'image/png')).data.slice('/uploads/'.length)
    const { key } = (await uploadIdentity(server, await newShopper(server))(await solid(320, 200, 'png'))).data
    const removed = await sweepUploads(server.db, storeOfKind(config), -60_000)
    expect(removed).toEqual(expect.arrayContaining([image, key]))
    expect(await uploads.get(image)).toBeNull()
    expect(await privateStore(config).get(key)).toBeNull()
  })
})

describe('S3 settings', () => {
  const all = {
    S3_BUCKET: 'b',
    S3_ENDPOINT: 'http://127.0.0.1:4568',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
  }
  it('are all or nothing, and a missing one is named', () => {
    expect(readConfig({}).s3).toBeUndefined()
    expect(readConfig(all).s3).toEqual({
      bucket: 'b',
      endpoint: 'http://127.0.0.1:4568',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
    })
    expect(() => readConfig({ ...all, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => readConfig({ ...all, S3_BUCKET: '' })).toThrow(/S3_BUCKET/)
    expect(() => readConfig({ ...all, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})
