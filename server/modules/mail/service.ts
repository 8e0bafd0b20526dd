import { schema, type Tx } from '../../db/client'

export interface Mail {
  to: string
  subject: string
  body: string
  /** The verification code the mail carries, kept for the operator's `mail:last`. */
  code?: string
  /** Extra headers for delivery (a newsletter's List-Unsubscribe), kept with the mail in the outbox. */
  headers?: Record<string, string>
}

/** Sends mail. Every mail is written to the outbox in the caller's transaction first. */
export interface Mailer {
  send(tx: Tx, tenantId: number, mail: Mail): Promise<void>
}

/** The default: the outbox table is the mailbox; `npm run ops -- mail:last` reads it. */
export const outboxMailer: Mailer = {
  async send(tx, tenantId, mail) {
    await tx.insert(schema.mailOutbox).values({
      tenantId,
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
      code: mail.code ?? null,
      headers: mail.headers ?? null,
    })
  },
}
