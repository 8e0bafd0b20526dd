import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, isNull, ne, notInArray } from 'drizzle-orm'
import { type ChatSide, chatMessageType, chatSide } from '../../contract/chat'
import type { S3Settings } from '../config'
import { schema, type Tx } from '../db/client'
import { reencodeImage } from '../modules/file/images'
import { claimUploads, keepUpload, uploadStore } from '../modules/file/service'
import { openConversation, storeMessage } from '../modules/chat/send'
import { day, userId } from './orderMaking'
import { demoOwner } from './orders'
import { applicantEmail, picture } from './shopApplications'
import type { TenantSeeder } from './tenant'

/**
 * Chats of the demo shopper with three shops (the demo owner's, and two they ordered from) and with
 * customer service, some shop answers unread and some messages images; and shoppers waiting for the
 * demo owner's answer, so the shop's side of /leaveMessage has work. Only in the tenant with the
 * demo shopper and owner.
 */

const { orders, shops, chatMessages } = schema

interface Conversation {
  tx: Tx
  tenantId: number
  id: number
  userId: number
  shopId: number | null
  dataDir: string
  s3?: S3Settings
}

/** A line of the conversation: text, or an image made here (kept and claimed as an upload of its writer's). */
type Line = { side: ChatSide; daysAgo: number; read: boolean } & ({ text: string } | { image: [colour: string, words: string] })

async function imageUrl(c: Conversation, side: ChatSide, [colour, words]: [string, string]) {
  const store = uploadStore(c)
  const owner = side === chatSide.shopper ? c.userId : await ownerOf(c.tx, c.shopId)
  const image = await reencodeImage(await picture(480, 360, colour, words))
  const url = store.url(await keepUpload(c.tx, store, { tenantId: c.tenantId, userId: owner }, image, 'image'))
  await claimUploads(c.tx, [url])
  return url
}

async function ownerOf(tx: Tx, shopId: number | null) {
  if (shopId === null) return null
  const [shop] = await tx.select({ owner: shops.ownerUserId }).from(shops).where(eq(shops.id, shopId))
  return shop?.owner ?? null
}

async function converse(base: Omit<Conversation, 'id'>, lines: Line[]) {
  const c: Conversation = { ...base, id: await openConversation(base.tx, base.tenantId, base.userId, base.shopId) }
  for (const line of lines) {
    const image = 'image' in line
    const message = image ? await imageUrl(c, line.side, line.image) : line.text
    const sender = line.side === chatSide.shopper ? c.userId : await ownerOf(c.tx, c.shopId)
    const { id } = await storeMessage(c.tx, {
      tenantId: c.tenantId,
      conversationId: c.id,
      userId: c.userId,
      shopId: c.shopId,
      side: line.side,
      senderId: sender,
      type: image ? chatMessageType.image : chatMessageType.text,
      message,
    })
    const at = new Date(Date.now() - line.daysAgo * day)
    await c.tx
      .update(chatMessages)
      .set({ createdAt: at, readAt: line.read ? new Date(at.getTime() + 600_000) : null })
      .where(eq(chatMessages.id, id))
  }
}

const shopper = chatSide.shopper
const shop = chatSide.shop

/**
 * The demo shopper's chats, oldest first (lists go by the last message): unread, two answers of the
 * owner's shop (one an image), one of another shop and one of customer service.
 */
const demoChats = (owned: number, others: number[]): [number | null, Line[]][] => [
  [
    others[0],
    [
      { side: shopper, daysAgo: 15, read: true, text: 'Will the linen shirt come back in white?' },
      { side: shop, daysAgo: 14, read: true, text: 'Yes, next week. We will keep one in your size.' },
    ],
  ],
  [
    owned,
    [
      { side: shopper, daysAgo: 9, read: true, text: 'Hello! Does the wool coat run large? I usually wear an M.' },
      { side: shop, daysAgo: 9, read: true, text: 'Hello, it runs true to size: an M leaves room for a knit underneath.' },
      { side: shopper, daysAgo: 8, read: true, text: 'Thank you, I have just ordered it.' },
      { side: shop, daysAgo: 3, read: false, image: ['#6b4f3a', 'PACKED'] },
      { side: shop, daysAgo: 3, read: false, text: 'Your parcel left our atelier today. Tell us when it arrives!' },
    ],
  ],
  [
    others[1],
    [
      { side: shopper, daysAgo: 2, read: true, image: ['#2f4858', 'SWATCH'] },
      { side: shopper, daysAgo: 2, read: true, text: 'Is this the same blue as the dress on your page?' },
      { side: shop, daysAgo: 1, read: false, text: 'It is: same fabric, same dye lot. The photo on the page is a little brighter.' },
    ],
  ],
  [
    null,
    [
      { side: shopper, daysAgo: 1, read: true, text: 'Hi, how long does a refund take to reach my wallet?' },
      {
        side: shop,
        daysAgo: 0.9,
        read: false,
        text: 'Hello! Once a refund is approved it reaches your wallet at once; reviews take up to 24 hours.',
      },
    ],
  ],
]

/** Shoppers (the demo applicants) waiting for the demo owner's answer. */
const waiting: [state: string, Line[]][] = [
  [
    'draft',
    [
      { side: shopper, daysAgo: 0.5, read: false, text: 'Good morning, do you ship to Lyon within the week?' },
      { side: shopper, daysAgo: 0.4, read: false, image: ['#8c3b4a', 'SIZE?'] },
    ],
  ],
  ['waiting', [{ side: shopper, daysAgo: 0.2, read: false, text: 'Could the trousers be shortened by 3 cm before shipping?' }]],
]

/** Two shops the demo shopper ordered from besides the owner's (else any open shops nobody owns). */
async function otherShops(tx: Tx, tenantId: number, demo: number, owned: number) {
  const ordered = await tx
    .selectDistinct({ id: orders.shopId })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, demo), ne(orders.shopId, owned)))
    .orderBy(asc(orders.shopId))
    .limit(2)
  const more = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.tenantId, tenantId),
        eq(shops.status, 1),
        isNull(shops.ownerUserId),
        notInArray(shops.id, [0, ...ordered.map((o) => o.id)]),
      ),
    )
    .orderBy(asc(shops.id))
    .limit(2 - ordered.length)
  return [...ordered, ...more]
}

export const seedChats: TenantSeeder = async (tx, tenantId, p, options) => {
  const demo = p.shoppers[0] && (await userId(tx, tenantId, p.shoppers[0].email))
  const owner = await userId(tx, tenantId, demoOwner.email)
  if (!demo || !owner) return
  const [owned] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, owner)))
  const others = await otherShops(tx, tenantId, demo, owned.id)
  const base = { tx, tenantId, dataDir: options.dataDir ?? join(tmpdir(), 'vitrine-seed'), s3: options.s3 }
  for (const [shopId, lines] of demoChats(
    owned.id,
    others.map((o) => o.id),
  ))
    await converse({ ...base, userId: demo, shopId }, lines)
  for (const [state, lines] of waiting) {
    const applicant = await userId(tx, tenantId, applicantEmail(p, state))
    if (applicant) await converse({ ...base, userId: applicant, shopId: owned.id }, lines)
  }
}
