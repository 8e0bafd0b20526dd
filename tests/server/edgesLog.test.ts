import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { serve } from '@hono/node-server'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { paths, type LoginResult } from '../../contract/api'
import { ErrorCode } from '../../contract/codes'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/client'
import { createMailer } from '../../server/modules/mail/smtp'
import { seedIfEmpty } from '../../server/seed'
import { copySeeded } from './seeded'

/** What the service logged, one parsed line each. */
const lines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})

let database: Database
let server: ReturnType<typeof serve>
let base: string
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-log-'))

beforeAll(async () => {
  // The run's seeded copy (tests/server/seeded.ts); seeded here only where there is none.
  database = await openDatabase({ dataDir: null, image: await copySeeded(inject('seeded'), dataDir) })
  await seedIfEmpty(database.db, { products: 10 })
  const config = readConfig({ DATA_DIR: dataDir, DIST_DIR: '', PGLITE_MEMORY: '1', TRUSTED_PROXIES: '' })
  const app = createApp({
    config,
    db: database.db,
    mailer: createMailer(config, database.db),
    opsToken: null,
    log: pino({ level: 'info' }, sink),
  })
  // A route that fails unexpectedly, outside the API prefixes (whose unknown paths are answered 404 first).
  app.get('/boom/:what', () => {
    throw new Error('kaboom')
  })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0 }, () => resolve())
  })
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const linesOf = (reqId: string | null) => lines.filter((line) => line.reqId === reqId)

describe('request ids and the log', () => {
  it('an unexpected failure: the 500 envelope quotes the request id, the error line has it and the path as a field', async () => {
    const res = await fetch(`${base}/boom/%25s%25o`, { headers: { language: 'en' } })
    const id = res.headers.get('x-request-id')
    expect(res.status).toBe(500)
    const envelope = (await res.json()) as { code: number; msg: string; requestId: string }
    expect(envelope.code).toBe(ErrorCode.internal)
    expect(envelope.requestId).toBe(id)
    expect(envelope.msg).toBe(`Something went wrong on our side. Please try again. (Reference: ${id})`)
    const [error, access] = linesOf(id)
    expect(error).toMatchObject({ level: 50, msg: 'request failed', method: 'GET', path: '/boom/%25s%25o', err: { message: 'kaboom' } })
    expect((error!.err as { stack: string }).stack).toContain('kaboom')
    expect(access).toMatchObject({ level: 30, msg: 'request', method: 'GET', route: '/boom/:what', status: 500 })
  })

  it('one access line a request: tenant, user once known, route pattern, status and duration', async () => {
    const login = await fetch(`${base}/app-api${paths.login}`, {
      method: 'POST',
      headers: { 'tenant-id': '1' },
      body: new URLSearchParams({ mailbox: 'demo@vitrine.test', password: 'Demo12345' }),
    })
    const { data } = (await login.json()) as { data: LoginResult }
    const res = await fetch(`${base}/app-api${paths.userInfo}`, { headers: { 'tenant-id': '1', Authorization: data.accessToken } })
    expect(res.status).toBe(200)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const [access, ...more] = linesOf(id)
    expect(more).toEqual([])
    expect(access).toMatchObject({
      msg: 'request',
      tenant: 1,
      user: data.userId,
      method: 'GET',
      route: `/app-api${paths.userInfo}`,
      status: 200,
      ip: '127.0.0.1',
    })
    expect(typeof access!.ms).toBe('number')
    expect(linesOf(login.headers.get('x-request-id'))[0]).toMatchObject({ tenant: 1, user: null, method: 'POST', status: 200 })
  })
})
