import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
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
 * URL's `from` parameter (smtp://user:pass@host:587?from=shop@example.com).
 */
export function createMailer(smtpUrl: string | undefined, db: Db): Mailer {
  if (!smtpUrl) return outboxMailer
  const transport = nodemailer.createTransport(smtpUrl)
  const from = new URL(smtpUrl).searchParams.get('from') ?? `no-reply@${new URL(smtpUrl).hostname}`
  const deliver = serialized(() => deliverPending(db, (mail) => transport.sendMail({ from, ...mail })))
  return {
    async send(tx, tenantId, mail) {
      await outboxMailer.send(tx, tenantId, mail)
      setTimeout(deliver, 20).unref()
    },
  }
}

type Send = (mail: { to: string; subject: string; text: string }) => Promise<unknown>

/** Sends every unsent recent row; answers whether some failed and deserve another try. */
async function deliverPending(db: Db, send: Send): Promise<boolean> {
  const m = schema.mailOutbox
  const pending = await asPlatform(db, (tx) =>
    tx
      .select({ id: m.id, to: m.to, subject: m.subject, body: m.body })
      .from(m)
      .where(and(isNull(m.sentAt), gt(m.createdAt, sql`now() - make_interval(mins => ${retryWindowMinutes})`)))
      .orderBy(asc(m.id))
      .limit(50),
  )
  let failed = false
  for (const mail of pending) {
    const outcome = await send({ to: mail.to, subject: mail.subject, text: mail.body }).then(
      () => ({ sentAt: sql`now()`, error: null }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    )
    failed ||= 'error' in outcome && outcome.error !== null
    await asPlatform(db, (tx) => tx.update(m).set(outcome).where(eq(m.id, mail.id)))
  }
  return failed
}

/** One delivery run at a time; a kick during a run runs once more after it; failures retry later. */
function serialized(run: () => Promise<boolean>) {
  let running = false
  let again = false
  const go = async (): Promise<void> => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      if (await run()) setTimeout(go, retryDelayMs).unref()
    } catch (error) {
      serviceLog.error({ err: error }, 'mail delivery stopped')
    } finally {
      running = false
    }
    if (again) {
      again = false
      await go()
    }
  }
  return () => void go()
}
