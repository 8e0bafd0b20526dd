import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { PNG } from 'pngjs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { thumbnailUrl } from '../../contract/uploads'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { registerUser } from './accountsHelpers'
import { fileOf, noise, pngBomb, solid, storedFiles, uploadAs } from './uploadHelpers'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = (await registerUser(server, 'uploader@example.com', 'Secret123')).data.accessToken
})
afterAll(() => server.stop())

const pngImage = () => {
  const image = new PNG({ width: 3, height: 2 })
  image.data.fill(200)
  return image
}
const png = () => new Uint8Array(PNG.sync.write(pngImage()))

const storedCount = () => inTenant(server.db, 1, (tx) => tx.$count(schema.uploads))

const upload = (bytes: Uint8Array, name: string, type = 'application/octet-stream', auth: string | null = token) =>
  uploadAs(server, auth)(bytes, name, type)

describe('image upload', () => {
  it('stores a PNG under the tenant and month, recorded, and answers its URL', async () => {
    const bytes = png()
    const res = await upload(bytes, 'photo.jpg', 'image/jpeg')
    expect(res.code).toBe(0)
    const month = new Date().toISOString().slice(0, 7)
    expect(res.data).toMatch(new RegExp(`^/uploads/1/${month}/[0-9a-f]{32}\\.png$`))
    const file = fileOf(server, res.data)
    // Re-encoded: other bytes, the same pixels.
    expect(PNG.sync.read(readFileSync(file)).data).toEqual(pngImage().data)
    const served = await fetch(`${server.base}${res.data}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    const u = schema.uploads
    const [row] = await inTenant(server.db, 1, (tx) =>
      tx
        .select()
        .from(u)
        .where(eq(u.path, res.data.replace('/uploads/', ''))),
    )
    expect(row).toMatchObject({ mime: 'image/png', kind: 'image', size: readFileSync(file).length, referencedAt: null })
  })

  it('takes a JPEG by its first bytes', async () => {
    const res = await upload(await solid(40, 30, 'jpeg'), 'scan.bin')
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
    const res = await server.api.file.upload({}, { token })
    expect(res).toMatchObject({ code: 1001, msg: 'Please choose a file' })
  })

  it('needs a login', async () => {
    const before = await storedCount()
    const res = await upload(png(), 'photo.png', 'image/png', null)
    expect(res.status).toBe(401)
    expect(await storedCount()).toBe(before)
  })
})

const read = (url: string) => readFileSync(fileOf(server, url))
const metadataOf = (url: string) => sharp(read(url)).metadata()

describe('re-encoding of every uploaded image', () => {
  it('drops EXIF (GPS position included) after turning the picture by its orientation', async () => {
    const source = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#3c7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Spy phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const before = await sharp(source).metadata()
    expect(before.exif).toBeDefined()
    expect(before.orientation).toBe(6)
    const res = await upload(source, 'IMG_0001.JPG', 'image/jpeg')
    expect(res.code).toBe(0)
    expect(res.data).toMatch(/\.jpg$/)
    const after = await metadataOf(res.data)
    expect(after).toMatchObject({ format: 'jpeg', width: 30, height: 60 })
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(read(res.data).includes('Spy phone')).toBe(false)
  })

  it('keeps only the pixels of a polyglot: HTML and a zip appended to a PNG or a JPEG are gone', async () => {
    const payload = Buffer.from('<html><script>alert(document.cookie)</script></html>PK\x03\x04payload.txt', 'latin1')
    for (const [image, format] of [
      [png(), 'png'],
      [await solid(8, 8, 'jpeg'), 'jpeg'],
    ] as const) {
      const res = await upload(Buffer.concat([image, payload]), `polyglot.${format}`)
      expect(res.code).toBe(0)
      const stored = read(res.data)
      expect(stored.includes('<script>')).toBe(false)
      expect(stored.includes('PK\x03\x04')).toBe(false)
      expect(await metadataOf(res.data)).toMatchObject({ format, width: format === 'png' ? 3 : 8 })
    }
  })

  it('refuses a decompression bomb from its header, quickly, and stores nothing', async () => {
    const bomb = pngBomb()
    expect(bomb.length).toBeLessThan(100_000)
    const files = storedFiles(server).length
    const started = Date.now()
    const res = await upload(bomb, 'bomb.png', 'image/png')
    expect(Date.now() - started).toBeLessThan(3000)
    expect(res).toMatchObject({ status: 413, code: 1023, msg: 'The image is larger than 40 megapixels' })
    expect(storedFiles(server).length).toBe(files)
  })

  it('refuses what is not an image or only starts like one', async () => {
    const whole = png()
    const fakes: Record<string, Uint8Array> = {
      'note.png': new TextEncoder().encode('just text'),
      'logo.svg': new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>'),
      'page.png': new TextEncoder().encode('<!doctype html><html><body>hi</body></html>'),
      'doc.pdf': new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF'),
      'garbage.png': Buffer.concat([whole.subarray(0, 8), Buffer.from('x'.repeat(200))]),
      'truncated.png': whole.subarray(0, whole.length - 20),
    }
    for (const [name, bytes] of Object.entries(fakes)) {
      const res = await upload(bytes, name, 'image/png')
      expect(res, name).toMatchObject({ code: 1020, msg: 'Only image files can be uploaded' })
    }
  })

  it('keeps WebP as WebP, turns a GIF into the PNG of its first frame, and caps the longest side at 2400', async () => {
    const webp = await upload(await solid(20, 10, 'webp'), 'a.webp')
    expect(webp.data).toMatch(/\.webp$/)
    expect(await metadataOf(webp.data)).toMatchObject({ format: 'webp', width: 20, height: 10 })
    const gif = await upload(await solid(12, 6, 'gif'), 'a.gif')
    expect(gif.data).toMatch(/\.png$/)
    expect(await metadataOf(gif.data)).toMatchObject({ format: 'png', width: 12, height: 6 })
    const wide = await upload(await solid(3000, 1000, 'jpeg'), 'wide.jpg')
    expect(await metadataOf(wide.data)).toMatchObject({ format: 'jpeg', width: 2400, height: 800 })
  })

  it('stores a small WebP thumbnail beside the image, at the URL contract/uploads.ts derives', async () => {
    const res = await upload(await noise(1200, 800), 'big.png')
    expect(res.code).toBe(0)
    const thumb = thumbnailUrl(res.data)
    expect(thumb).toBe(res.data.replace(/\.png$/, '.thumb.webp'))
    const served = await fetch(`${server.base}${thumb}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 })
    expect(bytes.length).toBeLessThan(read(res.data).length / 10)
    expect(thumbnailUrl('/media/product/12.svg')).toBe('/media/product/12.svg')
  })
})
