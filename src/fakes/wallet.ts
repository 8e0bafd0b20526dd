import { fromPromise } from 'xstate'
import { RechargeStatus, WithdrawalStatus } from '../../contract/lifecycles'
import type { BalanceLogEntry, PayoutAddress, PlatformWallet, Recharge, RechargeOptions, Wallet, Withdrawal } from '../../contract/wallet'
import type { Outcome } from './actors'

/** Sample wallet data for the wallet's stories (US cents). */

const receiptSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="420"><rect width="240" height="420" fill="#f4f6f8"/><rect x="20" y="40" width="200" height="36" fill="#2e7d32"/><text x="120" y="64" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#fff">Payment sent</text><text x="120" y="140" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#222">100.00 USDT</text><text x="120" y="190" font-family="monospace" font-size="11" text-anchor="middle" fill="#666">to TXk3pZ…kM3nP</text></svg>`
/** A payment screenshot (stories have no uploaded files). */
export const receiptPicture = `data:image/svg+xml;utf8,${encodeURIComponent(receiptSvg)}`

const day = 86_400_000
const at = (daysAgo: number, hour = 10) => Date.UTC(2026, 10, 24, hour) - daysAgo * day

export const sampleWallet: Wallet = { balance: 128_450, freezebalance: 20_000, point: 0, payPasswordFlag: true }
export const walletWithoutPassword: Wallet = { ...sampleWallet, payPasswordFlag: false }
export const emptyWallet: Wallet = { balance: 0, freezebalance: 0, point: 0, payPasswordFlag: true }

const logLine = (id: number, type: number, amt: number, hamt: number, remark: string, daysAgo: number, frozenAmt = 0): BalanceLogEntry => ({
  id,
  type,
  amt,
  hamt,
  frozenAmt,
  remark,
  createTime: at(daysAgo, 9 + (id % 8)),
})

/** One line of each of the nine balance log types, newest first, and a withdrawal sent (type 1, nothing from the balance). */
export const balanceLog: BalanceLogEntry[] = [
  logLine(10, 1, 0, 128_450, 'W202611130002', 0, -20_000),
  logLine(9, 9, 4_500, 128_450, 'Order 202611180012 refunded by the platform', 0),
  logLine(8, 8, 12_000, 123_950, 'Shop sale 202611170044', 1),
  logLine(7, 7, -1_000, 111_950, 'Adjustment', 2),
  logLine(6, 6, 5_000, 112_950, 'Welcome credit', 3),
  logLine(5, 5, 50_000, 107_950, 'Recharge R202611200001', 4),
  logLine(4, 4, 8_900, 57_950, 'Refund of order 202611150031', 5),
  logLine(3, 3, -3_050, 49_050, 'Merchant fee', 6),
  logLine(2, 2, -26_900, 52_100, 'Order 202611140008', 7),
  logLine(1, 1, -20_000, 79_000, 'W202611130002', 8, 20_000),
]

const recharge = (id: number, auditStatus: number, price: number, remark = ''): Recharge => ({
  id,
  payorderno: `R2026112${String(id).padStart(5, '0')}`,
  price,
  payOrderPic: receiptPicture,
  appName: id % 2 ? 'USDT (TRC20)' : 'Bank transfer',
  bankno: id % 2 ? 'TQ4x9zAbC' : '',
  auditStatus,
  remark,
  createTime: at(id),
  updateTime: auditStatus === RechargeStatus.pass || auditStatus === RechargeStatus.rejected ? at(id) + 3 * 3_600_000 : null,
})

/** One recharge in each audit state (docs/behaviour.md#wallet). */
export const recharges: Recharge[] = [
  recharge(1, RechargeStatus.waiting, 10_000),
  recharge(2, RechargeStatus.unAudit, 5_000),
  recharge(3, RechargeStatus.pass, 50_000),
  recharge(4, RechargeStatus.rejected, 20_000, 'The screenshot does not show the amount'),
]

const withdrawal = (id: number, sta: number, amt: number, remark = ''): Withdrawal => ({
  id,
  orderNo: `W2026112${String(id).padStart(5, '0')}`,
  amt,
  type: id % 2 ? 2 : 1,
  receiveAddress: id % 2 ? 'USDT TQ4x9zAbCdEfGhJkLmNoPqRsTuVwXyZ12' : 'Nordbank 5555 0000 1234 · Ann Lindqvist',
  sta,
  remark,
  createTime: at(id),
})

/** One withdrawal in each state 0 to 4 (docs/behaviour.md#wallet). */
export const withdrawals: Withdrawal[] = [
  withdrawal(1, WithdrawalStatus.applying, 20_000),
  withdrawal(2, WithdrawalStatus.awaitingReview, 15_000),
  withdrawal(3, WithdrawalStatus.success, 30_000),
  withdrawal(4, WithdrawalStatus.remitted, 10_000, 'Paid on 2026-11-20'),
  withdrawal(5, WithdrawalStatus.failed, 50_000, 'The bank card number is wrong'),
]

export const payoutAddresses: PayoutAddress[] = [
  {
    id: 4,
    type: 1,
    fullname: 'Ann Lindqvist',
    mobile: '+46 70 123 45 67',
    bankname: 'Nordbank',
    bankno: '5555000012341234',
    address: '',
    remark: '',
  },
  {
    id: 9,
    type: 2,
    fullname: 'Ann Lindqvist',
    mobile: '+46 70 123 45 67',
    bankname: '',
    bankno: '',
    address: 'TQ4x9zAbCdEfGhJkLmNoPqRsTuVwXyZ12',
    remark: '',
  },
]

export const platformWallets: PlatformWallet[] = [
  {
    payAppId: 1,
    type: 1,
    name: 'USDT (TRC20)',
    englishName: 'USDT (TRC20)',
    address: 'TXk3pZ8mQv2nW7rL4sB9cD1fG6hJ5kM3nP',
    addressUrl: 'https://tronscan.org/#/address/TXk3pZ8mQv2nW7rL4sB9cD1fG6hJ5kM3nP',
    remark: 'Send USDT on the TRON network only.',
  },
  {
    payAppId: 2,
    type: 2,
    name: '银行转账',
    englishName: 'Bank transfer',
    address: 'IBAN SE45 5000 0000 0583 9825 7466',
    addressUrl: '',
    remark: 'Write your account email in the transfer message.',
  },
]

export const rechargeOptions: RechargeOptions = {
  moneyTypes: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000],
  payTypes: [],
  platformWallets,
  minMoney: 1_000,
  maxMoney: 1_000_000,
}

/** A call that answers `value`, refuses with the service's code and message, or never answers; its output and input types are taken from where it is provided. */
export function answering<T, I = unknown>(outcome: Outcome | { code: number; message: string }, value: NoInfer<T>) {
  return fromPromise<T, I>(() => {
    if (outcome === 'ok') return Promise.resolve(value)
    if (outcome === 'pending') return new Promise<T>(() => {})
    const { code, message } = outcome === 'fail' ? { code: 1001, message: 'The server refused this request' } : outcome
    return Promise.reject(Object.assign(new Error(message), { code }))
  })
}

/** An upload that answers a picture after a moment, or fails. */
export const fakeUpload =
  (outcome: 'ok' | 'fail' = 'ok') =>
  (file: File) =>
    new Promise<string>((resolve, reject) =>
      setTimeout(() => (outcome === 'ok' ? resolve(URL.createObjectURL(file)) : reject(new Error('Only 20 uploads a day'))), 600),
    )

/** Storybook's built-in phone viewport, for the narrow layout (account pages turn at 768 px). */
export const phone = { viewport: { value: 'mobile2', isRotated: false } }
