import { type Db, schema, type Tx } from '../db/client'
import { placeholdersOf, prebuiltWrite } from '../db/prebuilt'
import { type MessageKey, message as render } from '../http/messages'
import { claimUploads } from '../modules/file/public'

/** Placeholders of a keyed message, e.g. { amount: '12.50', orderNo: 'R123' }. */
export type MessageParams = Record<string, string | number>

/**
 * Writes a system message the service composes (a recharge passed, a withdrawal refused...)
 * inside the caller's transaction, so it exists exactly when the change it reports does.
 * Title and content are message keys of server/http/messages.ts: the list renders them in the
 * reader's language at read time with `params`. The English text is kept beside the keys.
 * Returns the message's id.
 */
export async function sendSystemMessage(tx: Tx, message: KeyedMessage): Promise<number> {
  const [row] = await keyedMessage(tx, keyedMessageValues(message))
  return row.id
}

/** A message of keys, to a user of a tenant. */
export interface KeyedMessage {
  tenantId: number
  userId: number
  title: MessageKey
  content: MessageKey
  params?: MessageParams
}

/** The values of a keyed message's insert (keyedMessageInsert's placeholders): its keys, and its English text. */
export function keyedMessageValues(message: KeyedMessage) {
  const params = message.params ?? {}
  return {
    tenantId: message.tenantId,
    userId: message.userId,
    title: render(message.title, 'en', params),
    message: render(message.content, 'en', params),
    titleKey: message.title,
    messageKey: message.content,
    params,
  }
}

/** A keyed message's insert, its values placeholders (keyedMessageValues); answers its id. */
export const keyedMessageInsert = (on: Db | Tx) =>
  on
    .insert(schema.systemMessages)
    .values({ ...placeholdersOf('tenantId', 'userId', 'title', 'message', 'titleKey', 'messageKey', 'params'), type: 1 })
    .returning({ id: schema.systemMessages.id })

/** keyedMessageInsert, built once (most moves of an order or a wallet write one). */
const keyedMessage = prebuiltWrite<{ id: number }>(keyedMessageInsert)

/** A message told in the pair of keys `${what}Title` and `${what}Content`, e.g. orderShipped. */
export type Told = { [K in MessageKey]: K extends `${infer W}Title` ? (`${W}Content` extends MessageKey ? W : never) : never }[MessageKey]

/** The user's system message `what`, in the transaction of the change it reports. */
export const tell = (tx: Tx, to: { tenantId: number; userId: number }, what: Told, params: MessageParams = {}) =>
  sendSystemMessage(tx, { tenantId: to.tenantId, userId: to.userId, title: `${what}Title`, content: `${what}Content`, params })

/**
 * Writes a plain system message, shown as written in every language (ops notes). Type 3 is
 * an image whose URL is `message`; an upload of ours is claimed so it is never swept.
 */
export async function sendSystemNote(
  tx: Tx,
  note: { tenantId: number; userId: number; title: string; message: string; type?: 1 | 3 },
): Promise<number> {
  const type = note.type ?? 1
  if (type === 3) await claimUploads(tx, [note.message])
  const [row] = await tx
    .insert(schema.systemMessages)
    .values({ tenantId: note.tenantId, userId: note.userId, type, title: note.title, message: note.message })
    .returning({ id: schema.systemMessages.id })
  return row.id
}
