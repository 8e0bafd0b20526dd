import { balanceLogType } from '../../../contract/wallet'
import { rechargeLifecycle } from '../../../machines/lifecycles/recharge'
import { withdrawalLifecycle } from '../../../machines/lifecycles/withdrawal'
import { schema } from '../../db/client'
import { defineRowLifecycle, each } from '../../lib/lifecycle'
import { dollars } from '../../lib/money'
import { tell } from '../../lib/systemMessages'
import { post } from './ledger'

/**
 * Recharges and withdrawals under the platform's review, and what each review does with the
 * money. Lock order, the same in every transaction that moves money, so that none waits for
 * another in a circle (PostgreSQL would abort one as a deadlock): the reviewed row (the move),
 * then the shopper's user row (the system message's foreign key takes a share of it; the
 * withdrawal request locks it for its transaction password), then the wallet (./ledger.ts). So
 * the shopper is told before the post.
 */

const { recharges, withdrawals } = schema

type Recharge = typeof recharges.$inferSelect
type Withdrawal = typeof withdrawals.$inferSelect

const rechargeParams = (r: Recharge) => ({ orderNo: r.payorderno, amount: dollars(r.price) })
const withdrawalParams = (w: Withdrawal) => ({ orderNo: w.orderNo, amount: dollars(w.amount), address: w.receiveAddress })

export const rechargeRows = defineRowLifecycle({
  lifecycle: rechargeLifecycle,
  table: recharges,
  effects: {
    /** Passed: the wallet credited (type 5), once: the move is conditional and the log line unique. */
    APPROVE: [
      each(async (tx, { row }) => {
        await tell(tx, row, 'rechargePassed', rechargeParams(row))
        await post(tx, {
          tenantId: row.tenantId,
          userId: row.userId,
          type: balanceLogType.recharge,
          amt: row.price,
          remark: row.payorderno,
          ref: { kind: 'recharge', id: row.id },
        })
      }),
    ],
    REJECT: [each((tx, { row }) => tell(tx, row, 'rechargeRejected', { ...rechargeParams(row), remark: row.remark }))],
  },
})

export const withdrawalRows = defineRowLifecycle({
  lifecycle: withdrawalLifecycle,
  table: withdrawals,
  effects: {
    /** Approved: the money stays frozen until it is remitted. */
    APPROVE: [each((tx, { row }) => tell(tx, row, 'withdrawalApproved', withdrawalParams(row)))],
    /** Rejected: its amount unfrozen back into the balance (type 4, refund). */
    REJECT: [
      each(async (tx, { row }) => {
        await tell(tx, row, 'withdrawalRejected', { ...withdrawalParams(row), remark: row.remark })
        await post(tx, {
          tenantId: row.tenantId,
          userId: row.userId,
          type: balanceLogType.refund,
          amt: row.amount,
          frozenAmt: -row.amount,
          remark: `${row.orderNo}: ${row.remark}`,
          ref: { kind: 'withdrawal', id: row.id },
        })
      }),
    ],
    /** Remitted: the approved money leaves the frozen amount (type 1, amt 0). */
    REMIT: [
      each(async (tx, { row }) => {
        await tell(tx, row, 'withdrawalRemitted', withdrawalParams(row))
        await post(tx, {
          tenantId: row.tenantId,
          userId: row.userId,
          type: balanceLogType.withdrawal,
          amt: 0,
          frozenAmt: -row.amount,
          remark: 'remitted',
          ref: { kind: 'remittance', id: row.id },
        })
      }),
    ],
  },
})
