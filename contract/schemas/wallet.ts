import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, formText, id, int32, none, pageOf, paging } from '../fields'
import { payoutWires, walletWires } from '../wallet'

/** Request and response schemas of the wallet's calls (contract/wallet.ts). Money: integer US cents. */

const cents = () => z.number()
const time = () => z.number()

/** `payPasswordFlag`: whether a transaction password is set. */
export const wallet = z.object({ balance: cents(), freezebalance: cents(), point: z.number(), payPasswordFlag: z.boolean() })

/** A platform account shoppers pay a recharge to: its method (`type`, the pay method codes of docs/behaviour.md#wallet), address and QR target. */
export const platformWallet = z.object({
  payAppId: z.number(),
  type: z.number(),
  name: z.string(),
  englishName: z.string(),
  address: z.string(),
  addressUrl: z.string(),
  remark: z.string(),
})
export const payMethod = z.object({ id: z.number(), name: z.string(), englishName: z.string(), type: z.number(), remark: z.string() })
export const rechargeOptions = z.object({
  /** Suggested amounts, in cents. */
  moneyTypes: z.array(cents()),
  payTypes: z.array(payMethod),
  platformWallets: z.array(platformWallet),
  /** The smallest and largest amount one recharge may be, in cents. */
  minMoney: cents(),
  maxMoney: cents(),
})

/** `auditStatus`: docs/behaviour.md#wallet (unAudit 0, pass 1, rejected 2, waiting 3). */
export const recharge = z.object({
  id: z.number(),
  payorderno: z.string(),
  price: cents(),
  payOrderPic: z.string(),
  appName: z.string(),
  bankno: z.string(),
  auditStatus: z.number(),
  remark: z.string(),
  createTime: time(),
  /** When it was reviewed; null while unaudited or waiting. */
  updateTime: z.nullable(time()),
})
/** `money` in cents; `appId` a platform wallet's `payAppId`; `bankno` the sender's account or transaction hash (optional). */
export const rechargeForm = z.object({
  money: z._default(int32(0), 0),
  appId: z._default(int32(0), 0),
  bankno: formText(128),
  payOrderPic: formText(512),
})

/**
 * `amt` signed as stored (minus for types 1, 2, 3, 7), `hamt` the balance after it, `frozenAmt` what
 * it moved into (+) or out of (-) the frozen amount: a withdrawal sent is type 1 with `amt` 0 and
 * `frozenAmt` minus its amount (its remark the withdrawal's number).
 */
export const balanceLogEntry = z.object({
  id: z.number(),
  type: z.number(),
  amt: cents(),
  hamt: cents(),
  frozenAmt: cents(),
  remark: z.string(),
  createTime: time(),
})

/** `sta`: docs/behaviour.md#wallet (0 awaiting review, 1 success, 2 failed, 3 remitted, 4 applying). */
export const withdrawal = z.object({
  id: z.number(),
  orderNo: z.string(),
  amt: cents(),
  type: z.number(),
  /** The payout address as it was when applied for (a later edit does not change it). */
  receiveAddress: z.string(),
  sta: z.number(),
  remark: z.string(),
  createTime: time(),
})
/** `amount` in cents; `receiveAddress` the id of one of the shopper's payout addresses; `payPassword` 6 digits. */
export const withdrawForm = z.object({
  amount: z._default(int32(0), 0),
  type: z._default(int32(0, 2), 0),
  receiveAddress: z._default(int32(0), 0),
  payPassword: formText(32),
})

/** `type` 1 bank card (bankname, bankno), 2 USDT (address). */
export const payoutAddress = z.object({
  id: z.number(),
  type: z.number(),
  fullname: z.string(),
  mobile: z.string(),
  bankname: z.string(),
  bankno: z.string(),
  address: z.string(),
  remark: z.string(),
})
export const payoutAddressForm = z.object({
  type: z._default(int32(0, 2), 0),
  fullname: formText(64),
  mobile: formText(32),
  bankname: formText(64),
  bankno: formText(64),
  address: formText(128),
  remark: formText(200),
})

const pageQuery = z.object(paging(10))

/** server/modules/wallet: balance, recharges, withdrawals and their logs. */
export const walletCalls = defineCalls(walletWires, {
  wallet: { summary: "The shopper's wallet (created on first use)", auth: 'member', input: none(), output: wallet },
  rechargeOptions: {
    summary: 'Amounts, methods and platform wallets for a recharge',
    auth: 'member',
    input: none(),
    output: rechargeOptions,
  },
  platformWallets: { summary: "The platform's receiving wallets", auth: 'member', input: none(), output: z.array(platformWallet) },
  recharge: {
    summary: 'Submit a recharge with its payment screenshot; answers its id',
    auth: 'member',
    input: rechargeForm,
    output: z.number(),
  },
  recharges: { summary: 'The recharge log, newest first (pageSize 10)', auth: 'member', input: pageQuery, output: pageOf(recharge) },
  submitPayOrder: {
    summary: 'The recharge submit under the name the API family gives it',
    auth: 'member',
    input: rechargeForm,
    output: z.number(),
  },
  payOrderList: {
    summary: 'The recharge log under the name the API family gives it',
    auth: 'member',
    input: pageQuery,
    output: pageOf(recharge),
  },
  rechargeDetail: { summary: 'One recharge of the shopper', auth: 'member', input: z.object({ id: id() }), output: recharge },
  balanceLog: { summary: 'The balance log, newest first (pageSize 10)', auth: 'member', input: pageQuery, output: pageOf(balanceLogEntry) },
  withdraw: {
    summary: 'Apply for a withdrawal: the amount is frozen until the platform reviews it; answers its id',
    auth: 'member',
    input: withdrawForm,
    output: z.number(),
  },
  withdrawals: { summary: 'The withdraw log, newest first (pageSize 10)', auth: 'member', input: pageQuery, output: pageOf(withdrawal) },
})

/** server/modules/payout: payout addresses (/member/bank/*). */
export const payoutCalls = defineCalls(payoutWires, {
  payoutAddressPage: { summary: 'Payout addresses (pageSize 10)', auth: 'member', input: pageQuery, output: pageOf(payoutAddress) },
  payoutAddressList: {
    summary: 'Every payout address, for the withdrawal form',
    auth: 'member',
    input: none(),
    output: z.array(payoutAddress),
  },
  createPayoutAddress: { summary: 'Add a payout address; answers its id', auth: 'member', input: payoutAddressForm, output: z.number() },
  updatePayoutAddress: {
    summary: 'Change a payout address',
    auth: 'member',
    input: z.object({ id: id(), ...payoutAddressForm.shape }),
    output: done(),
  },
  deletePayoutAddress: { summary: 'Remove a payout address', auth: 'member', input: z.object({ id: id() }), output: done() },
})
