import type { Tx } from '../../db/client'
import { type MessageKey, message } from '../../http/messages'
import { type KeyedMessage, keyedMessageInsert, keyedMessageValues, type MessageParams, type Told } from '../../lib/systemMessages'
import { type Link, letterMail } from './letter'
import { withRecipient } from './recipient'
import { outboxMailer } from './service'

/** The storefront pages a shopper's mail links to. */
export const pageLinks = {
  order: (no: string): Link => ({ path: `/orderDetails?${new URLSearchParams({ no })}`, label: 'mailLinkOrder' }),
  refund: (afterSalesId: number): Link => ({
    path: `/refundDetail?${new URLSearchParams({ afterSalesId: String(afterSalesId) })}`,
    label: 'mailLinkRefund',
  }),
  withdrawals: (): Link => ({ path: '/walletIndex?activeName=third', label: 'mailLinkWallet' }),
}

/** The keyed message's insert and its reader's look-up as a recipient, in one statement. */
const toldTo = withRecipient(keyedMessageInsert)

/** A further write in the message's statement: `told` is withRecipient(keyedMessageInsert, that write), `values` its own placeholders'. */
export interface Folded {
  told: ReturnType<typeof withRecipient>
  values: Record<string, unknown>
}

/**
 * The shopper's system message `what`, and the same words mailed in the language they last used,
 * with a link to the page concerned, both in the transaction of the change they report: a
 * change rolled back mails nothing. Written to the outbox, which SMTP delivery sweeps after
 * commit (./smtp.ts), so a lifecycle's effect needs no mailer of the request's.
 */
export async function tellAndMail(
  tx: Tx,
  to: { tenantId: number; userId: number },
  what: Told,
  params: MessageParams,
  link: Link,
  folded?: Folded,
) {
  const told: KeyedMessage = { ...to, title: `${what}Title`, content: `${what}Content`, params }
  const recipient = await (folded?.told ?? toldTo)(tx, { ...keyedMessageValues(told), ...folded?.values })
  if (!recipient) return
  const say = (part: 'Title' | 'Content') => message(`${what}${part}` as MessageKey, recipient.lang, params)
  await outboxMailer.send(tx, to.tenantId, letterMail(recipient, { title: say('Title'), blocks: [{ lines: [say('Content')], link }] }))
}
