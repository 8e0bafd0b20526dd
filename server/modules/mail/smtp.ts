import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import { asPlatform, type Db, schema } from '../../db/client'
import { serviceLog } from '../../lib/log'
import { type Mailer, outboxMailer } from './service'

/** Mail older than this is not tried again: its code has expired anyway. */
const retryWindowMinutes = 15
const retryDelayMs = 30_000

/**
 * The outbox alone, or with SMTP_URL the outbox and SMTP delivery: the row is written in the
 * caller's transaction, and only committed rows are sent, after the request, each marked
 * with sentAt or its last error. SMTP trouble never fails a request. The sender is the
 * URL's `from` parameter (smtp://user:pass@host:587?from=shop@example.com). A send kicks delivery at
 * once; mail a status move's effect writes straight to the outbox (./notify.ts) goes at the next
 * sweep, within `mailSweepMs`.
 */
export function createMailer({ smtpUrl, mailSweepMs }: Pick<Config, 'smtpUrl' | 'mailSweepMs'>, db: Db): Mailer {
  if (!smtpUrl) return outboxMailer
  const transport = nodemailer.createTransport(smtpUrl)
  const from = new URL(smtpUrl).searchParams.get('from') ?? `no-reply@${new URL(smtpUrl).hostname}`
  const delivery = serialized(() => deliverPending(db, (mail) => transport.sendMail({ from, ...mail })))
  const sweep = setInterval(delivery.kick, mailSweepMs).unref()
  return {
    async send(tx, tenantId, mail) {
      await outboxMailer.send(tx, tenantId, mail)
      setTimeout(delivery.kick, 20).unref()
    },
    async stop() {
      clearInterval(sweep)
      await delivery.stop()
    },
  }
}

type Send = (mail: { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }) => Promise<unknown>

const pageSize = 50
const m = schema.mailOutbox

/** The next unsent recent rows after id `after`, in id order. */
const pendingAfter = (db: Db, after: number) =>
  asPlatform(db, (tx) =>
    tx
      .select({ id: m.id, to: m.to, subject: m.subject, body: m.body, html: m.html, headers: m.headers })
      .from(m)
      .where(and(isNull(m.sentAt), gt(m.id, after), gt(m.createdAt, sql`now() - make_interval(mins => ${retryWindowMinutes})`)))
      .orderBy(asc(m.id))
      .limit(pageSize),
  )

/**
 * Sends every unsent recent row, a page at a time in id order (a campaign queues thousands),
 * each row tried once per run; answers whether some failed and deserve another try.
 */
async function deliverPending(db: Db, send: Send): Promise<boolean> {
  let failed = false
  let after = 0
  for (;;) {
    const pending = await pendingAfter(db, after)
    for (const mail of pending) {
      const outcome = await send({
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
      }).then(
        () => ({ sentAt: sql`now()`, error: null }),
        (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
      )
      failed ||= 'error' in outcome && outcome.error !== null
      await asPlatform(db, (tx) => tx.update(m).set(outcome).where(eq(m.id, mail.id)))
    }
    if (pending.length < pageSize) return failed
    after = pending[pending.length - 1].id
  }
}

/** One delivery run at a time; a kick during a run runs once more after it; failures retry later; none once stopped. */
function serialized(run: () => Promise<boolean>) {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  const go = async (): Promise<void> => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run().then(
      (failed) => {
        if (failed) setTimeout(go, retryDelayMs).unref()
      },
      (error: unknown) => serviceLog.error({ err: error }, 'mail delivery stopped'),
    )
    await running
    running = null
    if (again) {
      again = false
      await go()
    }
  }
  return {
    kick: () => void go(),
    stop: async () => {
      stopped = true
      await running
    },
  }
}
