import { and, eq } from 'drizzle-orm'
import { schema, type Tx } from '../db/client'
import { createUser } from '../modules/auth/service'
import { approvePayment, shipOrder } from '../modules/order/platform'
import { completeOrder } from '../modules/order/settle'
import { makeOrder, skusOf, spreadTimeline, submitReceipt, userId } from './orderMaking'
import { demoOwner } from './orders'
import type { TenantSeeder } from './tenant'

/**
 * A month of sales of the demo owner's shop, so its dashboard's chart and figures have a shape: one
 * to four orders most days from five shoppers around the world, paid by screenshot and walked by
 * the service's own moves; older ones received, the last week's shipped, the last two days'
 * waiting to be shipped. Only in the tenant of the demo owner.
 */

const buyers = [
  { first: 'Camille', last: 'Dubois', country: 'FR', province: 'FR-ARA', city: 'Lyon', zipcode: '69002', street: '4 quai Saint-Antoine' },
  { first: 'Yuki', last: 'Tanaka', country: 'JP', province: 'JP-27', city: 'Osaka', zipcode: '530-0001', street: '2-4 Umeda, Kita-ku' },
  { first: 'Min-ji', last: 'Park', country: 'KR', province: 'KR-11', city: 'Seoul', zipcode: '04524', street: '55 Sejong-daero' },
  { first: 'Wei', last: 'Li', country: 'CN', province: 'CN-SH', city: 'Shanghai', zipcode: '200002', street: '18 Zhongshan East 1st Road' },
  { first: 'Grace', last: 'Miller', country: 'US', province: 'US-TX', city: 'Austin', zipcode: '78701', street: '301 Congress Avenue' },
]

/** Orders a day over the month, oldest first (a weekly rhythm, busier at the end). */
const perDay = (daysAgo: number) => [1, 0, 2, 1, 3, 2, 1][daysAgo % 7] + (daysAgo < 8 ? 1 : 0)

async function newBuyers(tx: Tx, tenantId: number) {
  const ids: number[] = []
  for (const b of buyers) {
    const email = `${b.first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${b.last.toLowerCase()}@vitrine.test`
    const { id } = await createUser(tx, tenantId, { email, password: 'Demo12345', firstName: b.first, lastName: b.last })
    await tx.insert(schema.addresses).values({
      tenantId,
      userId: id,
      firstname: b.first,
      surname: b.last,
      mobile: '+1 555 0100',
      email,
      detailAddress: b.street,
      countryRegion: b.country,
      province: b.province,
      city: b.city,
      zipcode: b.zipcode,
      isDefault: true,
    })
    ids.push(id)
  }
  return ids
}

export const seedShopSales: TenantSeeder = async (tx, tenantId) => {
  const ownerId = await userId(tx, tenantId, demoOwner.email)
  if (!ownerId) return
  const [shop] = await tx
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(and(eq(schema.shops.tenantId, tenantId), eq(schema.shops.ownerUserId, ownerId)))
  if (!shop) return
  const shoppers = await newBuyers(tx, tenantId)
  let index = 100
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    for (let n = 0; n < perDay(daysAgo); n++) {
      // Picked again each time: an order takes stock, and the cheapest SKUs with 2 or more change.
      const on = await skusOf(tx, tenantId, shop.id, 12)
      if (on.length === 0) return
      index += 1
      const placed = daysAgo + (n + 1) / 10
      const order = await makeOrder(
        tx,
        tenantId,
        shoppers[index % shoppers.length],
        on[index % on.length],
        1 + (index % 3 === 0 ? 1 : 0),
        placed,
        index,
      )
      await submitReceipt(tx, order)
      await approvePayment(tx, { no: order.no, tenant: tenantId })
      if (daysAgo >= 2)
        await shipOrder(tx, { no: order.no, tenant: tenantId, tracking: `LX${String(order.id).padStart(9, '0')}FR`, carrier: 'DHL' })
      if (daysAgo >= 8) await completeOrder(tx, { orderId: order.id, event: 'AUTO_RECEIVE', actor: 'system' })
      await spreadTimeline(tx, order, placed, Math.min(placed * 24, 60) / 4)
    }
  }
}
