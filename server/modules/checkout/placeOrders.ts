import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { orderFreight } from '../../../contract/order'
import { schema, type Tx } from '../../db/client'
import { insertFrom, prebuiltWrite, recordsOf, sameColumns } from '../../db/prebuilt'
import type { PlacedOrder } from '../mail/public'
import { orderRows } from '../order/public'
import type { Buyer, Line, Receiver } from './create'

const { orders, orderItems } = schema

/** An order number: the UTC date (yyMMdd) and ten random digits, e.g. 2611250123456789. */
export function orderNo(now = new Date()) {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
  return `${date}${randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`
}

interface Made {
  checkoutId: number
  lines: Line[]
  receiver: Receiver
  remark: string
  payMinutes: number
}

/** An order of the checkout as the statement below takes it, and as it answers it. */
const orderRecord = recordsOf({
  shopId: orders.shopId,
  no: orders.no,
  itemsPrice: orders.itemsPrice,
  deliveryPrice: orders.deliveryPrice,
  totalPrice: orders.totalPrice,
})
const lineRecord = recordsOf({
  shopId: orders.shopId,
  spuId: orderItems.spuId,
  skuId: orderItems.skuId,
  picUrl: orderItems.picUrl,
  brandName: orderItems.brandName,
  spuName: orderItems.spuName,
  properties: orderItems.properties,
  count: orderItems.count,
  price: orderItems.price,
})
type Written = { id: number; shopId: number; no: string; deliveryPrice: number; totalPrice: number }
const receiverKeys = [
  'receiverName',
  'receiverMobile',
  'receiverDetailAddress',
  'receiverCity',
  'receiverAreaName',
  'receiverZipcode',
] as const

/**
 * The orders (`orders`, one per shop; the receiver, remark and deadline placeholders shared), the
 * items of those written (`lines`, by shop) and each one's first timeline entry (the order
 * lifecycle's), in one statement. An order whose number is taken is skipped, with its items: the
 * caller writes it again.
 */
const ordersWritten = prebuiltWrite<Written>(() => {
  const same = Object.fromEntries(receiverKeys.map((key) => [key, key]))
  return sql`with wanted as (select * from ${orderRecord.from('orders', 'o')}),
    made as (
      ${insertFrom(orders, 'wanted', {
        ...sameColumns(orders, 'shopId', 'no', 'itemsPrice', 'deliveryPrice', 'totalPrice'),
        ...same,
        tenantId: 'tenantId',
        userId: 'userId',
        checkoutId: 'checkoutId',
        status: 'status',
        auditStatus: 'auditStatus',
        userRemark: 'userRemark',
        payDeadline: 'payDeadline',
      })}
      on conflict (tenant_id, no) do nothing returning *),
    placed as (select l.*, made.id as order_id from ${lineRecord.from('lines', 'l')} join made on made.shop_id = l.shop_id),
    items as (${insertFrom(orderItems, 'placed', {
      ...sameColumns(orderItems, 'orderId', 'spuId', 'skuId', 'picUrl', 'brandName', 'spuName', 'properties', 'count', 'price'),
      tenantId: 'tenantId',
    })}),
    moves as (${orderRows.recordsFrom('made')})
    select id, shop_id as "shopId", no, delivery_price as "deliveryPrice", total_price as "totalPrice" from made`
})

/** One order per shop (shops in id order), its items, and the first row of its timeline; answers the orders as written. */
export async function writeOrders(tx: Tx, { tenantId, userId }: Buyer, made: Made): Promise<(PlacedOrder & { id: number })[]> {
  const byShop = new Map<number, Line[]>()
  for (const line of made.lines) byShop.set(line.shopId, [...(byShop.get(line.shopId) ?? []), line])
  const shopIds = [...byShop.keys()].sort((a, b) => a - b)
  const payDeadline = new Date(Date.now() + made.payMinutes * 60_000)
  const order = (shopId: number) => {
    const lines = byShop.get(shopId) ?? []
    const itemsPrice = lines.reduce((sum, l) => sum + l.price * l.count, 0)
    const deliveryPrice = orderFreight(lines[0], itemsPrice)
    return { shopId, no: orderNo(), itemsPrice, deliveryPrice, totalPrice: itemsPrice + deliveryPrice }
  }
  const shared = {
    ...made.receiver,
    tenantId,
    userId,
    checkoutId: made.checkoutId,
    status: OrderStatus.waitPay,
    auditStatus: PaymentReceiptStatus.noPayReceipt,
    userRemark: made.remark,
    payDeadline,
    moveActor: 'shopper',
    moveRemark: '',
  }
  const written = new Map<number, Written>()
  // A number already taken (one chance in ten billion a day) is drawn again for that order only.
  for (let left = shopIds; left.length; left = shopIds.filter((s) => !written.has(s))) {
    const lines = left.flatMap((s) => byShop.get(s) ?? []).map((l) => ({ ...l, spuName: l.name }))
    const rows = await ordersWritten(tx, { ...shared, orders: orderRecord.json(left.map(order)), lines: lineRecord.json(lines) })
    for (const row of rows) written.set(row.shopId, row)
  }
  return shopIds.map((s) => {
    const lines = byShop.get(s) ?? []
    const row = written.get(s) ?? { id: 0, no: '', deliveryPrice: 0, totalPrice: 0 }
    return {
      id: row.id,
      no: row.no,
      deliveryPrice: row.deliveryPrice,
      totalPrice: row.totalPrice,
      shopName: lines[0]?.shopName ?? '',
      payDeadline,
      lines,
    }
  })
}
