import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Earnings, earningsLimits } from '../../../contract/earnings'
import { balanceLogType } from '../../../contract/wallet'
import { schema, type Tx } from '../../db/client'
import { qualified } from '../../lib/sql'
import { heldByAfterSale, settleDue, settlesAt, unsettled } from '../order/public'
import { type Member, ownShop } from '../seller/public'

/**
 * The owner's earnings (contract/earnings.ts). What is due settles first, in this transaction (as
 * an unpaid order expires on read): the page never shows as pending what the sweep would have paid.
 */

const { orders, orderItems, balanceLogs, wallets, afterSales } = schema

const refunded = sql<number>`(select coalesce(sum(i.refunded_price), 0)::int from ${orderItems} i where i.order_id = ${qualified(orders.id)})`

/** The order a collection (ref: the order) or a take-back (ref: the after-sale) belongs to. */
const lineOrderId = sql`case when ${qualified(balanceLogs.refKind)} = 'order' then ${qualified(balanceLogs.refId)}
  else (select a.order_id from ${afterSales} a where a.id = ${qualified(balanceLogs.refId)}) end`

const ms = (at: Date) => at.getTime()

export async function sellerEarnings(tx: Tx, member: Member): Promise<Earnings> {
  const shop = await ownShop(tx, member)
  const ofShop = and(eq(orders.tenantId, shop.tenantId), eq(orders.shopId, shop.id)) as SQL
  await settleDue(tx, ofShop)
  const [wallet] = await tx
    .select({ balance: wallets.balance, frozen: wallets.frozen, id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.tenantId, member.tenantId), eq(wallets.userId, member.userId)))
  const pendingOrders = await tx
    .select({
      orderId: orders.id,
      no: orders.no,
      amount: sql<number>`(${qualified(orders.payPrice)} - ${refunded})::int`,
      completedAt: sql<Date>`${orders.receiveTime}`,
      settlesAt: settlesAt(),
      held: heldByAfterSale(),
    })
    .from(orders)
    .where(and(ofShop, unsettled()))
    .orderBy(asc(orders.receiveTime), asc(orders.id))
  const lines = wallet ? await shopLines(tx, wallet.id, shop.id) : []
  const pending = pendingOrders.map((p) => ({
    ...p,
    amount: Number(p.amount),
    completedAt: ms(new Date(p.completedAt)),
    settlesAt: ms(new Date(p.settlesAt)),
  }))
  return {
    available: wallet?.balance ?? 0,
    frozen: wallet?.frozen ?? 0,
    pending: pending.reduce((sum, p) => sum + p.amount, 0),
    pendingOrders: pending,
    settlements: lines,
    months: perMonth(lines),
  }
}

/** The owner's collection and take-back lines of the shop's orders, newest first, of the last months. */
async function shopLines(tx: Tx, walletId: number, shopId: number) {
  const rows = await tx
    .select({ id: balanceLogs.id, type: balanceLogs.type, amount: balanceLogs.amt, orderNo: orders.no, createdAt: balanceLogs.createdAt })
    .from(balanceLogs)
    .innerJoin(orders, sql`${orders.id} = ${lineOrderId}`)
    .where(
      and(
        eq(balanceLogs.walletId, walletId),
        inArray(balanceLogs.type, [balanceLogType.merchantCollection, balanceLogType.merchantPay]),
        eq(orders.shopId, shopId),
        sql`${balanceLogs.createdAt} > now() - make_interval(months => ${earningsLimits.months})`,
      ),
    )
    .orderBy(desc(balanceLogs.createdAt), desc(balanceLogs.id))
    .limit(earningsLimits.linesMax)
  return rows.map((r) => ({
    id: r.id,
    kind: r.type === balanceLogType.merchantCollection ? ('collection' as const) : ('takeBack' as const),
    orderNo: r.orderNo,
    amount: r.amount,
    createTime: ms(r.createdAt),
  }))
}

type Line = Awaited<ReturnType<typeof shopLines>>[number]

/** Totals per UTC month of the lines, newest first (the lines are). */
function perMonth(lines: Line[]) {
  const months = new Map<string, { month: string; collected: number; takenBack: number }>()
  for (const line of lines) {
    const month = new Date(line.createTime).toISOString().slice(0, 7)
    const total = months.get(month) ?? { month, collected: 0, takenBack: 0 }
    if (line.kind === 'collection') total.collected += line.amount
    else total.takenBack -= line.amount
    months.set(month, total)
  }
  return [...months.values()]
}
