import type { Tx } from '../db/client'

export interface Mail {
  to: string
  subject: string
  body: string
  /** The HTML alternative of `body` (user text in it escaped). */
  html?: string
  /** The verification code the mail carries, kept for the operator's `mail:last`. */
  code?: string
  /** Extra headers for delivery (a newsletter's List-Unsubscribe), kept with the mail in the outbox. */
  headers?: Record<string, string>
}

/** Sends mail. Every mail is written to the outbox in the caller's transaction first (server/modules/mail). */
export interface Mailer {
  send(tx: Tx, tenantId: number, mail: Mail): Promise<void>
  /** Ends delivery after the run under way, before the database closes. */
  stop?(): Promise<void>
}
