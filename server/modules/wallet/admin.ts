import { Hono } from 'hono'
import { z } from 'zod'
import { int32Max } from '../../../contract/fields'
import { RechargeStatus, WithdrawalStatus } from '../../../contract/lifecycles'
import { asPlatform } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { listQuery, positiveId } from '../admin/inputs'
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

/**
 * The platform's wallet actions for `npm run ops` (mounted in the admin API, behind its token):
 * review recharges and withdrawals, remit, adjust a balance, check the ledger. Across tenants.
 */
export const walletAdmin = new Hono<AppEnv>()

const id = positiveId
const tenant = id.optional()
const byId = z.object({ id })
const withRemark = z.object({ id, remark: z.string().trim().max(500).optional() })
const byEmail = z.object({ email: z.string().trim().min(3).max(254), tenant })

walletAdmin.get('/recharges', async (c) => {
  const filter = await parseInput(c, listQuery(RechargeStatus))
  return ok(c, await asPlatform(c.var.db, (tx) => listRecharges(tx, filter)))
})
walletAdmin.post('/recharges/approve', async (c) => {
  const { id } = await parseInput(c, byId)
  return ok(c, await asPlatform(c.var.db, (tx) => approveRecharge(tx, id)))
})
walletAdmin.post('/recharges/reject', async (c) => {
  const { id, remark } = await parseInput(c, withRemark)
  return ok(c, await asPlatform(c.var.db, (tx) => rejectRecharge(tx, id, remark)))
})

walletAdmin.get('/withdrawals', async (c) => {
  const filter = await parseInput(c, listQuery(WithdrawalStatus))
  return ok(c, await asPlatform(c.var.db, (tx) => listWithdrawals(tx, filter)))
})
walletAdmin.post('/withdrawals/approve', async (c) => {
  const { id } = await parseInput(c, byId)
  return ok(c, await asPlatform(c.var.db, (tx) => approveWithdrawal(tx, id)))
})
walletAdmin.post('/withdrawals/reject', async (c) => {
  const { id, remark } = await parseInput(c, withRemark)
  return ok(c, await asPlatform(c.var.db, (tx) => rejectWithdrawal(tx, id, remark)))
})
walletAdmin.post('/withdrawals/remit', async (c) => {
  const { id } = await parseInput(c, byId)
  return ok(c, await asPlatform(c.var.db, (tx) => remitWithdrawal(tx, id)))
})

walletAdmin.get('/wallets/show', async (c) => {
  const { email, tenant } = await parseInput(c, byEmail)
  return ok(c, await asPlatform(c.var.db, (tx) => showWallet(tx, email, tenant)))
})
walletAdmin.post('/wallets/adjust', async (c) => {
  const input = await parseInput(
    c,
    byEmail.extend({ amount: z.number().int().min(-int32Max).max(int32Max), remark: z.string().trim().max(500).optional() }),
  )
  return ok(c, await asPlatform(c.var.db, (tx) => adjustWallet(tx, input)))
})
walletAdmin.get('/wallets/check', async (c) => ok(c, await asPlatform(c.var.db, walletsOffLedger)))
