import { schema } from '../../db/client'
import type { Mailer } from '../../lib/mail'

export type { Mail, Mailer } from '../../lib/mail'

/** The default: the outbox table is the mailbox; `npm run ops -- mail:last` reads it. */
export const outboxMailer: Mailer = {
  async send(tx, tenantId, mail) {
    await tx.insert(schema.mailOutbox).values({
      tenantId,
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
      html: mail.html ?? null,
      code: mail.code ?? null,
      headers: mail.headers ?? null,
    })
  },
}
