import { existsSync } from 'node:fs'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { thumbnailUrl } from '../../contract/uploads'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { claimUploads, uploadStore } from '../../server/modules/file/service'
import { keepSwept, sweepUploads } from '../../server/modules/file/sweep'
import { registerUser } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { fileOf, solid, uploadAs } from './uploadHelpers'

let server: TestServer
let upload: ReturnType<typeof uploadAs>
beforeAll(async () => {
  server = await startTestServer()
  upload = uploadAs(server, (await registerUser(server, 'sweep@example.com', 'Secret123')).data.accessToken)
})
afterAll(() => server.stop())

const u = schema.uploads
const keyOf = (url: string) => url.replace('/uploads/', '')
const newUpload = async () => {
  const res = await upload(await solid(10, 10))
  expect(res.code).toBe(0)
  return res.data
}
/** As if uploaded a day and an hour ago. */
const age = (...urls: string[]) =>
  asPlatform(server.db, (tx) =>
    tx
      .update(u)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(u.path, urls.map(keyOf))),
  )
const rowOf = async (url: string) =>
  (
    await asPlatform(server.db, (tx) =>
      tx
        .select()
        .from(u)
        .where(eq(u.path, keyOf(url))),
    )
  )[0]
const kept = (url: string) => existsSync(fileOf(server, url)) && existsSync(fileOf(server, thumbnailUrl(url)))
const gone = (url: string) => !existsSync(fileOf(server, url)) && !existsSync(fileOf(server, thumbnailUrl(url)))

describe('uploads no row claims', () => {
  it('claimUploads marks uploads of the tenant referenced, ignores other URLs and answers the unknown ones', async () => {
    const url = await newUpload()
    const unknown = `/uploads/1/2026-01/${'f'.repeat(32)}.png`
    const answer = await inTenant(server.db, 1, (tx) =>
      claimUploads(tx, [url, `http://shop.example${url}`, '/media/product/3.svg', unknown]),
    )
    expect(answer).toEqual([unknown])
    expect((await rowOf(url)).referencedAt).toBeInstanceOf(Date)
    // Another tenant's transaction does not see, nor claim, tenant 1's upload.
    const other = await newUpload()
    expect(await inTenant(server.db, 2, (tx) => claimUploads(tx, [other]))).toEqual([other])
    expect((await rowOf(other)).referencedAt).toBeNull()
  })

  it('are removed, file, thumbnail and row, once older than a day; claimed and fresh ones stay', async () => {
    const [old, claimed, fresh] = [await newUpload(), await newUpload(), await newUpload()]
    await inTenant(server.db, 1, (tx) => claimUploads(tx, [claimed]))
    await age(old, claimed)
    const removed = await sweepUploads(server.db, uploadStore({ dataDir: server.dataDir }))
    expect(removed).toContain(keyOf(old))
    expect(gone(old)).toBe(true)
    expect(await rowOf(old)).toBeUndefined()
    expect((await fetch(`${server.base}${old}`)).status).toBe(404)
    for (const url of [claimed, fresh]) {
      expect(kept(url)).toBe(true)
      expect(await rowOf(url)).toBeDefined()
    }
  })

  it('drops quota counters of days before yesterday', async () => {
    const q = schema.uploadQuota
    await asPlatform(server.db, (tx) => tx.insert(q).values({ tenantId: 1, userId: 1, day: sql`current_date - 3`, files: 1, bytes: 1 }))
    await sweepUploads(server.db, uploadStore({ dataDir: server.dataDir }))
    expect(await asPlatform(server.db, (tx) => tx.$count(q, sql`${q.day} < current_date - 2`))).toBe(0)
  })

  it('are swept on a timer, which stops when asked', async () => {
    const url = await newUpload()
    await age(url)
    const stop = keepSwept(server.db, uploadStore({ dataDir: server.dataDir }), { firstMs: 0, everyMs: 60_000 })
    await vi.waitFor(() => expect(gone(url)).toBe(true), { timeout: 10_000, interval: 50 })
    await stop()
  })
})
