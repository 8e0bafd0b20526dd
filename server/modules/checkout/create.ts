import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import { ErrorCode } from '../../../contract/codes'
import { orderLimits } from '../../../contract/order'
import type { createOrdersForm } from '../../../contract/schemas/order'
import { schema, type Tx } from '../../db/client'
import { insertFrom, prebuiltWrite } from '../../db/prebuilt'
import { AppError, invalidField, notFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { skuFacts } from '../cart/public'
import { localized } from '../content/public'
import { mailOrderPlaced, withRecipient } from '../mail/public'
import { holidayRefusal } from '../shop/public'
import { writeOrders } from './placeOrders'
import { takeStock } from './stock'
import { keepUnpaidWithin } from './unpaidCap'

/**
 * "To pay": the checkout's orders, one per shop, in the caller's one transaction. What is charged
 * comes from the database (the SKUs' prices, the shops' freight and free-shipping thresholds), never from the request; the stock
 * is taken by conditional UPDATEs; a refusal throws, so nothing of the checkout stays.
 */

const { checkouts, cartItems, addresses, countryRegions, users } = schema
const ph = sql.placeholder
const country = alias(countryRegions, 'country')
const province = alias(countryRegions, 'province')

export type CheckoutForm = z.output<typeof createOrdersForm>
export type Buyer = Pick<MemberScope, 'tenantId' | 'userId' | 'lang' | 'mailer'>
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
  const [opened] = await openCheckout(tx, { tenantId, userId, idempotencyKey, addressId: form.addressId })
  if (!opened) return { tradeOrderIdList: await madeBefore(tx, scope, idempotencyKey) }
  const receiver = receiverOf(opened, scope.lang)
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
 * The receiver's columns of the address and its country's and province's names, as openCheckout
 * answers them; a null first name: no such address of the shopper's (every column is null then).
 */
type AddressRow = {
  firstname: string | null
  surname: string
  mobile: string
  detailAddress: string
  city: string
  zipcode: string
  countryNames: Record<string, string> | null
  provinceNames: Record<string, string> | null
}

/**
 * The checkout's row by its idempotency key, under the lock of the shopper's user row (FOR NO KEY
 * UPDATE), which the unpaid cap counts behind (./unpaidCap.ts): two checkouts of one shopper go one
 * after the other; with the receiver it will copy, the shopper's address `addressId` (its columns
 * null when it is not theirs). No row when the key was used already.
 */
const openCheckout = prebuiltWrite<{ id: number } & AddressRow>(
  () => sql`with ${sql.identifier('me')} as (
    select ${users.id} from ${users} where ${users.tenantId} = ${ph('tenantId')} and ${users.id} = ${ph('userId')} for no key update),
  opened as (
    ${insertFrom(checkouts, 'me', { tenantId: 'tenantId', userId: 'userId', idempotencyKey: 'idempotencyKey' })}
    on conflict do nothing returning ${sql.identifier('id')})
  select opened.id, ${addresses.firstname} as firstname, ${addresses.surname} as surname, ${addresses.mobile} as mobile,
    ${addresses.detailAddress} as "detailAddress", ${addresses.city} as city, ${addresses.zipcode} as zipcode,
    ${country.names} as "countryNames", ${province.names} as "provinceNames"
  from opened
  left join ${addresses} on ${addresses.tenantId} = ${ph('tenantId')} and ${addresses.userId} = ${ph('userId')} and ${addresses.id} = ${ph('addressId')}
  left join ${countryRegions} ${sql.identifier('country')} on ${country.cno} = ${addresses.countryRegion}
  left join ${countryRegions} ${sql.identifier('province')} on ${province.cno} = ${addresses.province} and ${addresses.province} <> ''`,
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

export type Receiver = ReturnType<typeof receiverOf>

/** The receiver copied into each order, from one of the shopper's own addresses. */
function receiverOf(row: AddressRow, lang: Buyer['lang']) {
  if (row.firstname === null) throw invalidField('addressId', 'deliveryAddressRequired')
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

export type Line = Awaited<ReturnType<typeof checkedLines>>[number]

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
