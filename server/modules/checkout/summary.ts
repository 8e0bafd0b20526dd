import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { OrderStatus } from '../../../contract/lifecycles'
import type { PaySummary } from '../../../contract/order'
import { schema, type Tx } from '../../db/client'
import { notFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { walletFacts } from '../cart/public'

const { orders, shops } = schema

/**
 * What the pay step and the payment page show for the shopper's orders among `ids` (another
 * shopper's are left out; none at all reads as not found): each order's pay state, the total, the
 * earliest deadline of those still waiting for payment and the seconds left to it, and the wallet.
 */
export async function paySummary(tx: Tx, scope: Pick<MemberScope, 'tenantId' | 'userId'>, { ids }: { ids: number[] }): Promise<PaySummary> {
  const rows = await tx
    .select({
      id: orders.id,
      no: orders.no,
      shopName: shops.shopname,
      status: orders.status,
      auditStatus: orders.auditStatus,
      auditRemark: orders.auditRemark,
      payAppType: orders.payType,
      totalPrice: orders.totalPrice,
      payDeadline: orders.payDeadline,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from ${orders.payDeadline} - now())))::int`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(eq(orders.tenantId, scope.tenantId), eq(orders.userId, scope.userId), inArray(orders.id, ids)))
    .orderBy(asc(orders.id))
  if (!rows.length) throw notFound()
  const unpaid = rows.filter((r) => r.status === OrderStatus.waitPay).sort((a, b) => a.payDeadline.getTime() - b.payDeadline.getTime())
  const { balance, payPasswordFlag } = await walletFacts(tx, scope)
  return {
    orders: rows.map(({ payDeadline, secondsLeft, ...order }) => order),
    total: rows.reduce((sum, r) => sum + r.totalPrice, 0),
    payDeadline: unpaid.length ? unpaid[0].payDeadline.getTime() : null,
    keyTTL: unpaid.length ? Number(unpaid[0].secondsLeft) : 0,
    balance,
    payPasswordFlag,
  }
}
