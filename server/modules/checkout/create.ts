import { randomInt, randomUUID } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import { alias, type QueryBuilder } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import { ErrorCode } from '../../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { orderFreight, orderLimits } from '../../../contract/order'
import type { createOrdersForm } from '../../../contract/schemas/order'
import { schema, type Tx } from '../../db/client'
import { insertFrom, prebuilt, prebuiltWrite, recordsOf, sameColumns } from '../../db/prebuilt'
import { AppError, invalidField, notFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { skuFacts } from '../cart/public'
import { localized } from '../content/public'
import { mailOrderPlaced, type PlacedOrder, withRecipient } from '../mail/public'
import { holidayRefusal } from '../shop/public'
import { keepUnpaidWithin } from './unpaidCap'

/**
 * "To pay": the checkout's orders, one per shop, in the caller's one transaction. What is charged
 * comes from the database (the SKUs' prices, the shops' freight and free-shipping thresholds), never from the request; the stock
 * is taken by conditional UPDATEs; a refusal throws, so nothing of the checkout stays.
 */

const { checkouts, orders, orderItems, orderMoves, skus, spus, cartItems, addresses, countryRegions, users } = schema
const ph = sql.placeholder
const country = alias(countryRegions, 'country')
const province = alias(countryRegions, 'province')

export type CheckoutForm = z.output<typeof createOrdersForm>
type Buyer = Pick<MemberScope, 'tenantId' | 'userId' | 'lang' | 'mailer'>
/** Minutes to pay a new order, and the pieces a shopper may hold unpaid (server/config.ts). */
export type CheckoutLimits = { orderPayMinutes: number; unpaidPiecesMax: number }

/**
 * Creates the orders of a checkout, or answers those its idempotency key already made. The key's
 * row is inserted first: a concurrent request with the same key waits on its unique index until
 * this transaction ends, then finds the row (and these orders), or, if this one was refused and
 * rolled back, makes the orders itself. Never two sets.
 */
export async function createOrders(tx: Tx, scope: Buyer, form: CheckoutForm, limits: CheckoutLimits) {
  const { tenantId, userId } = scope
  // Without a key of the caller's, a key of its own: the checkout is then made once, as asked.
  const idempotencyKey = form.idempotencyKey ?? randomUUID()
  const [opened] = await openCheckout(tx, { tenantId, userId, idempotencyKey })
  if (!opened) return { tradeOrderIdList: await madeBefore(tx, scope, idempotencyKey) }
  const receiver = await receiverOf(tx, scope, form.addressId)
  const lines = await checkedLines(tx, scope, form.items)
  const pieces = lines.reduce((sum, l) => sum + l.count, 0)
  await keepUnpaidWithin(tx, scope, pieces, limits.unpaidPiecesMax)
  await takeStock(tx, tenantId, lines)
  const made = { checkoutId: opened.id, lines, receiver, remark: form.remark, payMinutes: limits.orderPayMinutes }
  const placed = await writeOrders(tx, scope, made)
  const ids = placed.map((o) => o.id)
  // The bag's lines this checkout bought leave the bag (the shopper's own, of these SKUs).
  const cartIds = form.items.flatMap((item) => (item.cartId ? [item.cartId] : []))
  const skuIds = lines.map((l) => l.skuId)
  const recipient = await closeCheckout(tx, { tenantId, userId, checkoutId: opened.id, orderIds: ids, cartIds, skuIds })
  await mailOrderPlaced(tx, scope.mailer, scope, placed, recipient)
  return { tradeOrderIdList: ids }
}

/**
 * The checkout's row by its idempotency key, under the lock of the shopper's user row (FOR NO KEY
 * UPDATE), which the unpaid cap counts behind (./unpaidCap.ts): two checkouts of one shopper go one
 * after the other. No row when the key was used already.
 */
const openCheckout = prebuiltWrite<{ id: number }>(
  () => sql`with ${sql.identifier('me')} as (
    select ${users.id} from ${users} where ${users.tenantId} = ${ph('tenantId')} and ${users.id} = ${ph('userId')} for no key update)
  ${insertFrom(checkouts, 'me', { tenantId: 'tenantId', userId: 'userId', idempotencyKey: 'idempotencyKey' })}
  on conflict do nothing returning ${sql.identifier('id')}`,
)

/** The checkout's orders written on its row, its lines left the bag, and the shopper as the mail's recipient: one statement. */
const closeCheckout = withRecipient(
  (on) =>
    on
      .update(checkouts)
      .set({ orderIds: sql`${ph('orderIds')}::int[]` })
      .where(eq(checkouts.id, ph('checkoutId'))),
  (on) =>
    on
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.tenantId, ph('tenantId')),
          eq(cartItems.userId, ph('userId')),
          sql`${cartItems.id} = any(${ph('cartIds')}::int[])`,
          sql`${cartItems.skuId} = any(${ph('skuIds')}::int[])`,
        ),
      ),
)

async function madeBefore(tx: Tx, { tenantId, userId }: Buyer, key: string): Promise<number[]> {
  const [row] = await tx
    .select({ orderIds: checkouts.orderIds })
    .from(checkouts)
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)))
  return row?.orderIds ?? []
}

type Receiver = Awaited<ReturnType<typeof receiverOf>>

/** The shopper's address `addressId` with its country's and province's names (placeholders tenantId, userId, addressId). */
const addressRow = prebuilt((qb: QueryBuilder) =>
  qb
    .select({
      firstname: addresses.firstname,
      surname: addresses.surname,
      mobile: addresses.mobile,
      detailAddress: addresses.detailAddress,
      city: addresses.city,
      zipcode: addresses.zipcode,
      countryNames: country.names,
      provinceNames: province.names,
    })
    .from(addresses)
    .leftJoin(country, eq(country.cno, addresses.countryRegion))
    .leftJoin(province, and(eq(province.cno, addresses.province), ne(addresses.province, '')))
    .where(and(eq(addresses.tenantId, ph('tenantId')), eq(addresses.userId, ph('userId')), eq(addresses.id, ph('addressId')))),
)

/** The receiver copied into each order, from one of the shopper's own addresses. */
async function receiverOf(tx: Tx, { tenantId, userId, lang }: Buyer, addressId: number) {
  const [row] = await addressRow(tx, { tenantId, userId, addressId })
  if (!row) throw invalidField('addressId', 'deliveryAddressRequired')
  const area = [row.countryNames, row.provinceNames].flatMap((names) => (names ? [localized(names, lang)] : []))
  return {
    receiverName: `${row.firstname} ${row.surname}`.trim(),
    receiverMobile: row.mobile,
    receiverDetailAddress: row.detailAddress,
    receiverCity: row.city,
    receiverAreaName: area.join(', '),
    receiverZipcode: row.zipcode,
  }
}

type Line = Awaited<ReturnType<typeof checkedLines>>[number]

/**
 * The request's lines as the database knows them (one per SKU, counts of a SKU asked twice added
 * up), in SKU order. Refused: a SKU unknown, one of the shopper's own shop, one of a shop on holiday
 * (named, with the day it reopens), one off sale or in a closed shop (named), more than the count cap of one SKU (named; a SKU is in one order only).
 */
async function checkedLines(tx: Tx, scope: Buyer, items: CheckoutForm['items']) {
  const counts = new Map<number, number>()
  for (const item of items) counts.set(item.skuId, (counts.get(item.skuId) ?? 0) + item.count)
  const facts = await skuFacts(tx, scope, [...counts.keys()])
  if (facts.length !== counts.size) throw notFound('productUnavailable')
  if (facts.some((f) => f.ownerUserId === scope.userId)) throw new AppError(ErrorCode.ownShop, 'ownShopOrder', {}, 403)
  const away = facts.find((f) => f.reopens)
  if (away?.reopens) throw holidayRefusal(away.shopName, away.reopens, scope.lang)
  const off = facts.find((f) => !f.onSale)
  if (off) throw new AppError(ErrorCode.notFound, 'lineUnavailable', { name: off.name }, 404)
  const max = orderLimits.linePiecesMax
  const over = facts.find((f) => (counts.get(f.skuId) ?? 0) > max)
  if (over) throw new AppError(ErrorCode.invalidField, 'linePiecesMax', { field: 'items', name: over.name, max })
  return facts.map((f) => ({ ...f, count: counts.get(f.skuId) ?? 0 }))
}

/**
 * Takes each line's count off its SKU's stock, only where the stock covers it, in one statement for
 * all lines that answers which fell short; then the products' stock in one more. Each locks its
 * rows first in id order (SKUs, then products), as every checkout does, so two never wait on each
 * other in a circle; a SKU a concurrent checkout changed is judged on its stock after that
 * checkout, so stock never goes below zero and never sells twice. A product's stock is its SKUs'
 * sum (catalog).
 */
async function takeStock(tx: Tx, tenantId: number, lines: Line[]) {
  const [short] = await skusTaken(tx, { tenantId, ids: lines.map((l) => l.skuId), counts: lines.map((l) => l.count) })
  if (short) {
    const line = lines.find((l) => l.skuId === short.id)
    throw new AppError(ErrorCode.outOfStock, 'lineOutOfStock', { name: line?.name ?? '', stock: short.stock }, 409)
  }
  const perProduct = new Map<number, number>()
  for (const line of lines) perProduct.set(line.spuId, (perProduct.get(line.spuId) ?? 0) + line.count)
  await productsTaken(tx, { tenantId, ids: [...perProduct.keys()], counts: [...perProduct.values()] })
}

/**
 * The SKUs `ids` locked in id order, each `counts`' number taken where its stock covers it; answers
 * those that fell short. Locked by `id = any(...)`, not by a join with the wanted lines: the
 * checkout's plans are generic (keyed), and a generic plan of that join read the whole SKU table.
 */
const skusTaken = prebuiltWrite<{ id: number; stock: number }>(
  () => sql`
    with wanted as (select * from unnest(${ph('ids')}::int[], ${ph('counts')}::int[]) as w(id, n)),
    locked as (
      select s.id, s.stock from ${skus} s where s.id = any(${ph('ids')}::int[]) and s.tenant_id = ${ph('tenantId')}
      order by s.id for update),
    taken as (
      update ${skus} s set stock = s.stock - w.n from wanted w join locked l on l.id = w.id
      where s.id = w.id and l.stock >= w.n returning s.id)
    select l.id, l.stock from locked l where l.id not in (select id from taken) order by l.id`,
)

/** The products `ids` locked in id order, each `counts`' number taken (never below zero). */
const productsTaken = prebuiltWrite(
  () => sql`
    with wanted as (select * from unnest(${ph('ids')}::int[], ${ph('counts')}::int[]) as w(id, n)),
    locked as (
      select p.id from ${spus} p where p.id = any(${ph('ids')}::int[]) and p.tenant_id = ${ph('tenantId')}
      order by p.id for update)
    update ${spus} p set stock = greatest(p.stock - w.n, 0) from wanted w join locked l on l.id = w.id
    where p.id = w.id`,
)

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
 * items of those written (`lines`, by shop) and each one's first timeline row, in one statement. An
 * order whose number is taken is skipped, with its items: the caller writes it again.
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
      on conflict (tenant_id, no) do nothing returning id, shop_id, no, delivery_price, total_price, status, audit_status),
    placed as (select l.*, made.id as order_id from ${lineRecord.from('lines', 'l')} join made on made.shop_id = l.shop_id),
    items as (${insertFrom(orderItems, 'placed', {
      ...sameColumns(orderItems, 'orderId', 'spuId', 'skuId', 'picUrl', 'brandName', 'spuName', 'properties', 'count', 'price'),
      tenantId: 'tenantId',
    })}),
    moves as (${insertFrom(orderMoves, 'made', {
      ...sameColumns(orderMoves, 'status', 'auditStatus'),
      orderId: sql`id`,
      tenantId: 'tenantId',
      actor: 'actor',
    })})
    select id, shop_id as "shopId", no, delivery_price as "deliveryPrice", total_price as "totalPrice" from made`
})

/** One order per shop (shops in id order), its items, and the first row of its timeline; answers the orders as written. */
async function writeOrders(tx: Tx, { tenantId, userId }: Buyer, made: Made): Promise<(PlacedOrder & { id: number })[]> {
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
    actor: 'shopper',
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
