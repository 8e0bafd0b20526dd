import { and, eq, sql } from 'drizzle-orm'
import { schema, type Tx } from '../db/client'
import { createUser } from '../modules/auth/service'
import { approvePayment, shipOrder } from '../modules/order/platform'
import { completeOrder } from '../modules/order/settle'
import { day, type Made, makeOrder, skusOf, spreadTimeline, submitReceipt, userId } from './orderMaking'
import { demoOwner, evaluate } from './orders'
import type { TenantSeeder } from './tenant'

/**
 * docs/behaviour.md#reviews: shoppers who bought from the demo owner's shop and reviewed it, walked
 * through the service's moves (paid by screenshot, shipped, received), some reviews answered (one
 * reply final, one still editable), others waiting for the shop, the demo shopper's among them.
 */

const { evaluations, shops } = schema

const reviewers = [
  {
    email: 'ines.moreau@vitrine.test',
    scores: [5, 5, 5],
    remark: 'Gorgeous colour and the cut is very flattering. Fast delivery too.',
    daysAgo: 18,
    reply: { text: 'Thank you, Inès! We are so glad the colour is what you hoped for.', hoursAgo: 16 * 24 },
  },
  {
    email: 'kenji.sato@vitrine.test',
    scores: [3, 2, 4],
    remark: 'Nice quality, but the parcel took almost two weeks to arrive.',
    daysAgo: 9,
    reply: null,
  },
  {
    email: 'maya.chen@vitrine.test',
    scores: [4, 5, 4],
    remark: 'Runs slightly large: I would size down. Lovely soft fabric.',
    daysAgo: 2,
    reply: { text: 'Thank you for the sizing tip, Maya: we have added it to the size guide.', hoursAgo: 3 },
  },
  {
    email: 'lea.martin@vitrine.test',
    scores: [2, 3, 2],
    remark: 'The stitching on one seam came loose after the first wash.',
    daysAgo: 1,
    reply: null,
  },
] as const

/** A completed order of the reviewer's of one of the shop's SKUs, and its evaluation dated `daysAgo`. */
async function reviewedOrder(tx: Tx, tenantId: number, shopperId: number, order: Made, r: (typeof reviewers)[number]) {
  await submitReceipt(tx, order)
  await approvePayment(tx, { no: order.no, tenant: tenantId })
  await shipOrder(tx, { no: order.no, tenant: tenantId, tracking: `RV${order.id}00FR`, carrier: 'Colissimo' })
  await completeOrder(tx, { orderId: order.id, event: 'CONFIRM_RECEIPT', actor: 'shopper' })
  await spreadTimeline(tx, order, r.daysAgo + 6, 30)
  await evaluate(tx, tenantId, shopperId, order, [...r.scores], r.remark)
  const at = new Date(Date.now() - r.daysAgo * day)
  const reply = r.reply
    ? { reply: r.reply.text, replyAt: new Date(Date.now() - r.reply.hoursAgo * 3_600_000) }
    : { reply: null, replyAt: null }
  await tx
    .update(evaluations)
    .set({ createdAt: at, ...reply })
    .where(eq(evaluations.orderId, order.id))
}

export const seedReviews: TenantSeeder = async (tx, tenantId) => {
  const ownerId = await userId(tx, tenantId, demoOwner.email)
  if (!ownerId) return
  const [shop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, ownerId)))
  if (!shop) return
  const own = await skusOf(tx, tenantId, shop.id, reviewers.length)
  if (own.length === 0) return
  for (const [i, r] of reviewers.entries()) {
    const [first, last] = r.email.split('@')[0].split('.')
    const shopper = await createUser(tx, tenantId, {
      email: r.email,
      password: 'Demo12345',
      firstName: first[0].toUpperCase() + first.slice(1),
      lastName: last[0].toUpperCase() + last.slice(1),
    })
    const order = await makeOrder(tx, tenantId, shopper.id, own[i % own.length], 1, r.daysAgo + 6, 900 + i)
    await reviewedOrder(tx, tenantId, shopper.id, order, r)
  }
  // Each reviewer's mails and messages are theirs; the owner's news of these orders is old: read.
  await tx.execute(
    sql`update ${schema.systemMessages} set read_at = now() where tenant_id = ${tenantId} and user_id = ${ownerId} and message_key = 'shopOrderPaidContent'`,
  )
}
