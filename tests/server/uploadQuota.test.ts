import { eq, sql } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { registerUser } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { noise, storedFiles, uploadAs } from './uploadHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_DAILY_FILES: '3', UPLOAD_DAILY_BYTES: '50000' })
})
afterAll(() => server.stop())

const tiny = () => {
  const image = new PNG({ width: 3, height: 2 })
  image.data.fill(90)
  return new Uint8Array(PNG.sync.write(image))
}

async function newUploader(email: string) {
  const res = await registerUser(server, email, 'Secret123')
  return { id: res.data.userId, upload: uploadAs(server, res.data.accessToken) }
}

const rowsOf = (userId: number) => inTenant(server.db, 1, (tx) => tx.$count(schema.uploads, eq(schema.uploads.userId, userId)))

const refused = { status: 429, code: 1022, msg: 'You have reached today’s upload limit; please try again tomorrow' }

describe('daily upload quota per account', () => {
  it('refuses the upload after the day’s count with a clear error, and writes no file', async () => {
    const me = await newUploader('counted@example.com')
    for (let i = 0; i < 3; i++) expect((await me.upload(tiny())).code).toBe(0)
    const files = storedFiles(server).length
    expect(await me.upload(tiny())).toMatchObject(refused)
    expect(storedFiles(server).length).toBe(files)
    expect(await rowsOf(me.id)).toBe(3)
    // Refused before any decoding: even bytes that are no image get the quota's answer.
    expect(await me.upload(new TextEncoder().encode('not an image at all'))).toMatchObject(refused)
  })

  it('counts bytes stored: an image over what is left of the day is refused without using a slot', async () => {
    const me = await newUploader('bytes@example.com')
    const files = storedFiles(server).length
    expect(await me.upload(await noise(150, 150))).toMatchObject(refused)
    expect(storedFiles(server).length).toBe(files)
    for (let i = 0; i < 3; i++) expect((await me.upload(tiny())).code).toBe(0)
  })

  it('lets exactly the quota through when uploads arrive together', async () => {
    const me = await newUploader('together@example.com')
    const results = await Promise.all(Array.from({ length: 8 }, () => me.upload(tiny())))
    expect(results.filter((r) => r.code === 0)).toHaveLength(3)
    expect(results.filter((r) => r.code === 1022)).toHaveLength(5)
    expect(await rowsOf(me.id)).toBe(3)
  })

  it('starts afresh the next UTC day, and one account’s quota is not another’s', async () => {
    const me = await newUploader('tomorrow@example.com')
    for (let i = 0; i < 3; i++) expect((await me.upload(tiny())).code).toBe(0)
    expect((await me.upload(tiny())).code).toBe(1022)
    expect((await (await newUploader('other@example.com')).upload(tiny())).code).toBe(0)
    const q = schema.uploadQuota
    await asPlatform(server.db, (tx) =>
      tx
        .update(q)
        .set({ day: sql`${q.day} - 1` })
        .where(eq(q.userId, me.id)),
    )
    expect((await me.upload(tiny())).code).toBe(0)
  })
})
