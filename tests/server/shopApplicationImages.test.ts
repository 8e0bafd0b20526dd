import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { shopApplicationLimits } from '../../contract/shopApplication'
import { asPlatform, schema } from '../../server/db/client'
import { message } from '../../server/http/messages'
import { identityUrl } from '../../server/modules/file/private'
import { storeOfKind } from '../../server/modules/file/service'
import { sweepUploads } from '../../server/modules/file/sweep'
import { startTestServer, type TestServer } from './harness'
import { uploadIdentity, uploadLogo } from './shopApplicationHelpers'
import { fileOf, solid, storedFiles } from './uploadHelpers'
import { newShopper, type Shopper } from './shoppers'

let server: TestServer
let secret: string
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
  secret = readFileSync(join(server.dataDir, 'code-secret'), 'utf8').trim()
})
afterAll(() => server.stop())

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { headers })

async function identityOf(shopper: Shopper) {
  const res = await uploadIdentity(server, shopper)(await solid(320, 200, 'png'), 'card.png', 'image/png')
  expect(res.code).toBe(0)
  return res.data
}

describe('identity document images', () => {
  it('are stored privately, outside the public uploads, and counted in the upload quota', async () => {
    const shopper = await newShopper(server)
    const { key, url } = await identityOf(shopper)
    expect(key).toMatch(/^1\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/)
    expect(url).toMatch(new RegExp(`^/private/identity/${key}\\?expires=\\d+&sig=[\\w-]+$`))
    expect(storedFiles(server)).not.toContain(key.split('/').pop())
    expect((await get(`/uploads/${key}`)).status).toBe(404)
    const [row] = await asPlatform(server.db, (tx) =>
      tx.select({ kind: schema.uploads.kind }).from(schema.uploads).where(eq(schema.uploads.path, key)),
    )
    expect(row.kind).toBe('identity')
    const [quota] = await asPlatform(server.db, (tx) =>
      tx
        .select({ files: schema.uploadQuota.files })
        .from(schema.uploadQuota)
        .where(and(eq(schema.uploadQuota.userId, shopper.id))),
    )
    expect(quota.files).toBe(1)
  })

  it('are served at their authorised URL only, privately and never cached', async () => {
    const shopper = await newShopper(server)
    const { key, url } = await identityOf(shopper)
    const ok = await get(url)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/png')
    expect(ok.headers.get('cache-control')).toBe('private, no-store')
    expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).width).toBe(320)

    const [path, query] = url.split('?')
    const params = new URLSearchParams(query)
    const sig = params.get('sig') ?? ''
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`
    const other = await identityOf(await newShopper(server))
    const refused = [
      path,
      `${path}?expires=${params.get('expires')}`,
      `${path}?expires=${params.get('expires')}&sig=${flipped}`,
      `${path}?expires=${Number(params.get('expires')) + 60}&sig=${sig}`,
      `/private/identity/${other.key}?${query}`,
      `/private/identity/1/${key.split('/')[1]}/${'0'.repeat(32)}.png?${query}`,
      `/private/identity/2/${key.split('/').slice(1).join('/')}?${query}`,
      `${url}&tenant-id=2`,
      identityUrl(secret, key, Date.now() - 31 * 60_000),
      '/private/identity/',
      `/private/identity/1/${key.split('/')[1]}/`,
      `/private/identity/../uploads/${key}?${query}`,
    ]
    for (const bad of refused) expect((await get(bad)).status, bad).toBe(404)
    expect((await get(url, { 'tenant-id': '2' })).status).toBe(404)
    expect((await get(url, { 'tenant-id': '1' })).status).toBe(200)
    // The same URL signed anew with the service's secret is authorised: the secret is what decides.
    expect((await get(identityUrl(secret, key))).status).toBe(200)
  })

  it('need a session to upload', async () => {
    const res = await uploadIdentity(server, null)(await solid(50, 50), 'card.png')
    expect(res.status).toBe(401)
  })
})

describe('jpg and png only', () => {
  const refusal = { code: ErrorCode.uploadNotImage, msg: message('uploadNotJpegOrPng', 'en') }
  it.each([
    ['a WebP', () => solid(60, 40, 'webp'), 'card.webp', 'image/webp'],
    ['a GIF', () => solid(60, 40, 'gif'), 'card.gif', 'image/gif'],
    ['a text file named .png', async () => new TextEncoder().encode('not a picture at all'), 'card.png', 'image/png'],
  ] as const)('refuses %s as an identity image and as a logo, naming jpg and png', async (_, make, name, type) => {
    const shopper = await newShopper(server)
    const bytes = await make()
    expect(await uploadIdentity(server, shopper)(bytes, name, type)).toMatchObject(refusal)
    expect(await uploadLogo(server, shopper)(bytes, name, type)).toMatchObject(refusal)
    expect(refusal.msg).toMatch(/jpg.*png/)
  })

  it('takes a jpeg as an identity image', async () => {
    const res = await uploadIdentity(server, await newShopper(server))(await solid(80, 60, 'jpeg'), 'card.jpeg', 'image/jpeg')
    expect(res.code).toBe(0)
    expect(res.data.key).toMatch(/\.jpg$/)
  })
})

describe('the logo', () => {
  it.each([
    ['a wide png', 900, 300, 'png'],
    ['a tall jpeg', 200, 640, 'jpeg'],
  ] as const)('is stored square at the fixed size from %s, publicly', async (_, width, height, format) => {
    const res = await uploadLogo(server, await newShopper(server))(await solid(width, height, format), `logo.${format}`, `image/${format}`)
    expect(res.code).toBe(0)
    expect(res.data).toMatch(/^\/uploads\//)
    const side = shopApplicationLimits.logoSide
    const meta = await sharp(readFileSync(fileOf(server, res.data))).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([side, side, format])
    expect((await get(res.data)).status).toBe(200)
  })
})

describe('the sweep', () => {
  it('removes an identity image no application claimed from the private store', async () => {
    const { key } = await identityOf(await newShopper(server))
    const file = join(server.dataDir, 'private', key)
    expect(existsSync(file)).toBe(true)
    // A cut-off in the future: every unclaimed upload counts as old.
    expect(await sweepUploads(server.db, storeOfKind({ dataDir: server.dataDir }), -60_000)).toContain(key)
    expect(existsSync(file)).toBe(false)
  })
})
