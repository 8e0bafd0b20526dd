import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { registerUser } from './accountsHelpers'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = (await registerUser(server, 'uploader@example.com', 'Secret123')).data.accessToken
})
afterAll(() => server.stop())

const png = () => {
  const image = new PNG({ width: 3, height: 2 })
  image.data.fill(200)
  return new Uint8Array(PNG.sync.write(image))
}
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])

const storedCount = () => inTenant(server.db, 1, (tx) => tx.$count(schema.uploads))

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream', auth: string | null = token) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  return server.call<string>('POST', paths.upload, { body: form, token: auth ?? undefined })
}

describe('image upload', () => {
  it('stores a PNG under the tenant and month, recorded, and answers its URL', async () => {
    const bytes = png()
    const res = await upload(bytes, 'photo.jpg', 'image/jpeg')
    expect(res.code).toBe(0)
    const month = new Date().toISOString().slice(0, 7)
    expect(res.data).toMatch(new RegExp(`^/uploads/1/${month}/[0-9a-f]{32}\\.png$`))
    const file = join(server.dataDir, 'uploads', res.data.replace('/uploads/', ''))
    expect(readFileSync(file)).toEqual(Buffer.from(bytes))
    const served = await fetch(`${server.base}${res.data}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    const u = schema.uploads
    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(u).where(eq(u.path, res.data.replace('/uploads/', ''))))
    expect(row).toMatchObject({ mime: 'image/png', size: bytes.length })
  })

  it('takes a JPEG by its first bytes', async () => {
    const res = await upload(jpeg(), 'scan.bin')
    expect(res.code).toBe(0)
    expect(res.data).toMatch(/\.jpg$/)
  })

  it('refuses a text file named .png, whatever its declared type', async () => {
    const res = await upload(new TextEncoder().encode('hello, not an image'), 'fake.png', 'image/png')
    expect(res).toMatchObject({ code: 1020, msg: 'Only image files can be uploaded' })
  })

  it('refuses a file over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(png().subarray(0, 8))
    const res = await upload(big, 'big.png', 'image/png')
    expect(res.status).toBe(413)
    expect(res).toMatchObject({ code: 1021, msg: 'The image is larger than 10 MB' })
  })

  it('refuses early a request whose length says it is too large', async () => {
    const res = await upload(new Uint8Array(11 * 1024 * 1024), 'huge.png')
    expect(res.status).toBe(413)
    expect(res.code).toBe(1021)
  })

  it('asks for a file when there is none', async () => {
    const res = await server.call('POST', paths.upload, { body: new FormData(), token })
    expect(res).toMatchObject({ code: 1001, msg: 'Please choose a file' })
  })

  it('needs a login', async () => {
    const before = await storedCount()
    const res = await upload(png(), 'photo.png', 'image/png', null)
    expect(res.status).toBe(401)
    expect(await storedCount()).toBe(before)
  })
})
