import { schema } from '../../db/client'
import { columnsOf, prebuiltWrite, shapeOf } from '../../db/prebuilt'
import type { Mailer } from '../../lib/mail'

export type { Mail, Mailer } from '../../lib/mail'

/** The outbox's insert, built once for each shape (which of html, code and headers a mail has). */
const outboxRow = prebuiltWrite((on, shape) => on.insert(schema.mailOutbox).values(columnsOf(shape) as never))

/** The default: the outbox table is the mailbox; `npm run ops -- mail:last` reads it. */
export const outboxMailer: Mailer = {
  async send(tx, tenantId, mail) {
    const values = {
      tenantId,
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
      html: mail.html ?? null,
      code: mail.code ?? null,
      headers: mail.headers ?? null,
    }
    await outboxRow(tx, values, shapeOf(values))
  },
}
