import { Hono } from 'hono'
import { walletAdminCalls as calls } from '../../../contract/admin/wallet'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { walletsOffLedger } from './invariant'
import {
  adjustWallet,
  approveRecharge,
  approveWithdrawal,
  listRecharges,
  listWithdrawals,
  rejectRecharge,
  rejectWithdrawal,
  remitWithdrawal,
  showWallet,
} from './review'

/** The platform's wallet calls (contract/admin/wallet.ts), mounted in the admin API. */
export const walletAdmin = new Hono<AppEnv>()

route(walletAdmin, calls.recharges, ({ input, withTx }) => withTx((tx) => listRecharges(tx, input)))
route(walletAdmin, calls.approveRecharge, ({ input, withTx }) => withTx((tx) => approveRecharge(tx, input.id)))
route(walletAdmin, calls.rejectRecharge, ({ input, withTx }) => withTx((tx) => rejectRecharge(tx, input.id, input.remark)))
route(walletAdmin, calls.withdrawals, ({ input, withTx }) => withTx((tx) => listWithdrawals(tx, input)))
route(walletAdmin, calls.approveWithdrawal, ({ input, withTx }) => withTx((tx) => approveWithdrawal(tx, input.id)))
route(walletAdmin, calls.rejectWithdrawal, ({ input, withTx }) => withTx((tx) => rejectWithdrawal(tx, input.id, input.remark)))
route(walletAdmin, calls.remitWithdrawal, ({ input, withTx }) => withTx((tx) => remitWithdrawal(tx, input.id)))
route(walletAdmin, calls.showWallet, ({ input, withTx }) => withTx((tx) => showWallet(tx, input.email, input.tenant)))
route(walletAdmin, calls.adjustWallet, ({ input, withTx }) => withTx((tx) => adjustWallet(tx, input)))
route(walletAdmin, calls.checkWallets, ({ withTx }) => withTx(walletsOffLedger))
