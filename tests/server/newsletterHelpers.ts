import { type IncomingHttpHeaders, request } from 'node:http'
import { count, eq, sql } from 'drizzle-orm'
import { inTenant, schema } from '../../server/db/client'
import { freshIp, lastMail } from './accountsHelpers'
import type { TestServer } from './harness'

const t = schema.newsletterSubscriptions

export interface Answer {
  status: number
  html: string
  headers: IncomingHttpHeaders
}

export interface SendInit {
  method: string
  host: string
  ip?: string
  headers?: Record<string, string>
  body?: string | Buffer
}

/** Newsletter steps against the test server `server()` gives (it starts in beforeAll). */
export function newsletterSteps(server: () => TestServer) {
  const subscribe = (email: string, options: { lang?: string; tenant?: number } = {}) =>
    server().api.newsletter.subscribe(
      { email },
      {
        lang: options.lang,
        tenant: options.tenant,
        headers: { 'x-forwarded-for': freshIp() },
      },
    )

  const rowOf = async (email: string, tenant = 1) =>
    (await inTenant(server().db, tenant, (tx) => tx.select().from(t).where(sql`lower(${t.email}) = ${email.toLowerCase()}`)))[0]

  const mailsTo = async (email: string, tenant = 1) => {
    const m = schema.mailOutbox
    const [row] = await inTenant(server().db, tenant, (tx) => tx.select({ n: count() }).from(m).where(eq(m.to, email.toLowerCase())))
    return row.n
  }

  /** The newest mail's confirm and unsubscribe links. */
  async function linksIn(email: string, tenant = 1) {
    const mail = await lastMail(server(), email, tenant)
    const links = mail.body.match(/https?:\/\/\S+\/newsletter\/\S+/g) ?? []
    const find = (path: string) => links.map((l) => new URL(l)).find((u) => u.pathname === path)
    return { mail, confirm: find('/newsletter/confirm'), unsubscribe: find('/newsletter/unsubscribe') }
  }

  /** A request with the Host header given (fetch would not send it; the host names the tenant of a page), from an address of its own. */
  function send(path: string, init: SendInit) {
    return new Promise<Answer>((resolve, reject) => {
      const headers = { host: init.host, 'x-forwarded-for': init.ip ?? freshIp(), ...init.headers }
      request(new URL(path, server().base), { method: init.method, headers }, (res) => {
        let html = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (html += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, html, headers: res.headers }))
      })
        .on('error', reject)
        .end(init.body)
    })
  }

  /** Opens a link on this server, keeping the link's host unless told another. */
  function open(link: URL | undefined, method: 'GET' | 'POST' = 'GET', host = link?.host, ip?: string) {
    if (!link || !host) throw new Error('no link')
    return send(`${link.pathname}${link.search}`, { method, host, ip })
  }

  /** Subscribes and confirms with the mailed link: a confirmed subscriber. */
  async function confirmed(email: string, options: { lang?: string; tenant?: number } = {}) {
    await subscribe(email, options)
    const answer = await open((await linksIn(email, options.tenant)).confirm, 'POST')
    if (answer.status !== 200) throw new Error(`confirming ${email} answered ${answer.status}`)
  }

  return { subscribe, rowOf, mailsTo, linksIn, send, open, confirmed }
}
