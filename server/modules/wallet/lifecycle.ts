import { balanceLogType } from '../../../contract/wallet'
import { rechargeLifecycle } from '../../../machines/wallet/rechargeLifecycle'
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawalLifecycle'
import { schema } from '../../db/client'
import { defineRowLifecycle, each } from '../../lib/lifecycle'
import { dollars } from '../../lib/money'
import { type MessageParams, type Told, tell } from '../../lib/systemMessages'
import { pageLinks, tellAndMail } from '../mail/public'
import { type LedgerEntry, post } from './ledger'

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

/** The shopper told (and mailed, with `mail`), then the money moved: the lock order above. */
const tellThenPost = <Row extends { tenantId: number; userId: number }>(
  what: Told,
  params: (row: Row) => MessageParams,
  entry: (row: Row) => Omit<LedgerEntry, 'tenantId' | 'userId'>,
  { mail = false } = {},
) =>
  each<Row>(async (tx, { row }) => {
    if (mail) await tellAndMail(tx, row, what, params(row), pageLinks.withdrawals())
    else await tell(tx, row, what, params(row))
    await post(tx, { tenantId: row.tenantId, userId: row.userId, ...entry(row) })
  })

export const rechargeRows = defineRowLifecycle({
  lifecycle: rechargeLifecycle,
  table: recharges,
  effects: {
    /** Passed: the wallet credited (type 5), once: the move is conditional and the log line unique. */
    APPROVE: [
      tellThenPost<Recharge>('rechargePassed', rechargeParams, (r) => ({
        type: balanceLogType.recharge,
        amt: r.price,
        remark: r.payorderno,
        ref: { kind: 'recharge', id: r.id },
      })),
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
      tellThenPost<Withdrawal>(
        'withdrawalRejected',
        (w) => ({ ...withdrawalParams(w), remark: w.remark }),
        (w) => ({
          type: balanceLogType.refund,
          amt: w.amount,
          frozenAmt: -w.amount,
          remark: `${w.orderNo}: ${w.remark}`,
          ref: { kind: 'withdrawal', id: w.id },
        }),
        { mail: true },
      ),
    ],
    /** Remitted: the approved money leaves the frozen amount (type 1, amt 0, the withdrawal's number its remark). */
    REMIT: [
      tellThenPost<Withdrawal>(
        'withdrawalRemitted',
        withdrawalParams,
        (w) => ({
          type: balanceLogType.withdrawal,
          amt: 0,
          frozenAmt: -w.amount,
          remark: w.orderNo,
          ref: { kind: 'remittance', id: w.id },
        }),
        { mail: true },
      ),
    ],
  },
})
