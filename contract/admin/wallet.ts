import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { RechargeStatus, WithdrawalStatus } from '../lifecycles'
import { payoutAddress } from '../schemas/wallet'
import { byEmail, byId, cents, email, listQuery, optionalStamp, remark, stamp, statusNamed } from './fields'

/** The platform's side of the wallet (`npm run ops -- recharge:*, withdrawal:*, wallet:*`): reviews, remittances, corrections, the ledger check. */
export const walletAdminWires = defineWires({
  recharges: 'GET /recharges',
  approveRecharge: 'POST /recharges/approve json',
  rejectRecharge: 'POST /recharges/reject json',
  withdrawals: 'GET /withdrawals',
  approveWithdrawal: 'POST /withdrawals/approve json',
  rejectWithdrawal: 'POST /withdrawals/reject json',
  remitWithdrawal: 'POST /withdrawals/remit json',
  showWallet: 'GET /wallets/show',
  adjustWallet: 'POST /wallets/adjust json',
  checkWallets: 'GET /wallets/check',
})

const listed = {
  id: z.number(),
  tenantId: z.number(),
  email: z.string(),
  remark: z.string(),
  createdAt: stamp(),
  reviewedAt: optionalStamp(),
  ...statusNamed(),
}
const recharge = z.object({
  ...listed,
  payorderno: z.string(),
  price: z.number(),
  appName: z.string(),
  bankno: z.string(),
  payOrderPic: z.string(),
})
const withdrawal = z.object({
  ...listed,
  orderNo: z.string(),
  amount: z.number(),
  type: z.number(),
  receiveAddress: z.string(),
  /** Who receives it, as the payout address was when applied for. */
  payee: z.omit(payoutAddress, { id: true, remark: true }),
  remittedAt: optionalStamp(),
})
/** The reviewed row as stored (its other columns too). */
const rechargeRow = z.looseObject({ id: z.number(), tenantId: z.number(), userId: z.number(), price: z.number(), status: z.number() })
const withdrawalRow = z.looseObject({ id: z.number(), tenantId: z.number(), userId: z.number(), amount: z.number(), status: z.number() })
/** The wallet after the move, in cents. */
const balance = z.object({ walletId: z.number(), balance: z.number(), frozen: z.number() })
const user = z.object({ id: z.number(), tenantId: z.number(), email: z.string() })
const withRemark = z.object({ ...byId(), remark: remark() })

export const walletAdminCalls = defineCalls(walletAdminWires, {
  recharges: {
    summary: 'Recharges, newest first, with the shopper and the screenshot',
    auth: 'ops',
    input: listQuery(RechargeStatus),
    output: z.array(recharge),
  },
  approveRecharge: {
    summary: 'Pass a waiting recharge and credit the wallet',
    auth: 'ops',
    input: z.object(byId()),
    output: z.object({ recharge: rechargeRow, wallet: balance }),
  },
  rejectRecharge: {
    summary: 'Reject a waiting recharge; the shopper reads the remark (required)',
    auth: 'ops',
    input: withRemark,
    output: z.object({ recharge: rechargeRow }),
  },
  withdrawals: {
    summary: 'Withdrawals, newest first, with the shopper and where the money goes',
    auth: 'ops',
    input: listQuery(WithdrawalStatus),
    output: z.array(withdrawal),
  },
  approveWithdrawal: {
    summary: 'Approve a withdrawal awaiting review (the money stays frozen until remitted)',
    auth: 'ops',
    input: z.object(byId()),
    output: z.object({ withdrawal: withdrawalRow }),
  },
  rejectWithdrawal: {
    summary: 'Reject a withdrawal awaiting review and unfreeze its amount; the remark is required',
    auth: 'ops',
    input: withRemark,
    output: z.object({ withdrawal: withdrawalRow, wallet: balance }),
  },
  remitWithdrawal: {
    summary: 'Record that an approved withdrawal was sent: its amount leaves the wallet',
    auth: 'ops',
    input: z.object(byId()),
    output: z.object({ withdrawal: withdrawalRow, wallet: balance }),
  },
  showWallet: {
    summary: "A shopper's balance, frozen amount and newest 20 ledger lines",
    auth: 'ops',
    input: z.object(byEmail()),
    output: z.object({
      user,
      wallet: z.looseObject({ balance: z.number(), frozen: z.number(), point: z.number() }),
      logs: z.array(z.looseObject({ id: z.number(), type: z.number(), amt: z.number(), frozenAmt: z.number(), balanceAfter: z.number() })),
    }),
  },
  adjustWallet: {
    summary: 'Credit (positive) or debit (negative) a wallet in cents, logged as a backend recharge or deduction; the remark is required',
    auth: 'ops',
    input: z.object({ email: email(), tenant: byEmail().tenant, amount: cents(), remark: remark() }),
    output: z.object({ user, wallet: balance }),
  },
  checkWallets: {
    summary: 'Every wallet whose ledger does not add up to what it holds (none when all is well)',
    auth: 'ops',
    input: z.object({}),
    output: z.array(
      z.object({
        walletId: z.number(),
        tenantId: z.number(),
        userId: z.number(),
        balance: z.number(),
        frozen: z.number(),
        loggedBalance: z.number(),
        loggedFrozen: z.number(),
      }),
    ),
  },
})
