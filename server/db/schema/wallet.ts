import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { RechargeStatus, WithdrawalStatus } from '../../../contract/lifecycles'
import { users } from './accounts'
import { createdAt, tenantPrimaryKey } from './columns'
import { payoutAddresses } from './payout'
import { tenantId } from './tenant'

/**
 * The shoppers' wallets and their ledger, recharges, withdrawals and the platform's receiving
 * wallets. Money is integer US cents. A wallet's balance and frozen amount change only through
 * server/modules/wallet/ledger.ts, which writes a balance_logs row with every change; so the sum
 * of a wallet's log equals what it holds (server/modules/wallet/invariant.ts checks it).
 */

/** A payout address's fields, copied into the withdrawal. */
export interface Payee {
  type: number
  fullname: string
  mobile: string
  bankname: string
  bankno: string
  address: string
}

const cents = (name: string) => bigint(name, { mode: 'number' })

/** One per shopper, created on first use. `frozen` is money set aside for withdrawals under review (wire: freezebalance). */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: cents('balance').notNull().default(0),
    frozen: cents('frozen').notNull().default(0),
    point: integer('point').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallets_user').on(t.tenantId, t.userId),
    // The second lock behind the ledger's conditional UPDATE.
    check('wallets_balance_not_negative', sql`${t.balance} >= 0`),
    check('wallets_frozen_not_negative', sql`${t.frozen} >= 0`),
  ],
)

/**
 * The ledger: one row per change of a wallet. `amt` is the signed change of the balance,
 * `frozenAmt` of the frozen amount, `balanceAfter` the balance after it (wire: hamt). `type` is
 * the balance log type of docs/behaviour.md#wallet. `refKind`/`refId` name what caused it (a recharge, a withdrawal);
 * the unique key makes each such cause post its type once, whoever retries.
 */
export const balanceLogs = pgTable(
  'balance_logs',
  {
    id: bigserial('id', { mode: 'number' }),
    tenantId: tenantId(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    amt: cents('amt').notNull(),
    frozenAmt: cents('frozen_amt').notNull().default(0),
    balanceAfter: cents('balance_after').notNull(),
    remark: text('remark').notNull().default(''),
    refKind: text('ref_kind'),
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('balance_logs', t),
    index('balance_logs_wallet').on(t.walletId, t.createdAt),
    uniqueIndex('balance_logs_once')
      .on(t.tenantId, t.refKind, t.refId, t.type)
      .where(sql`${t.refKind} is not null and ${t.refId} is not null`),
  ],
)

/** The platform's receiving accounts a shopper pays a recharge to; `type` is the pay method code of docs/behaviour.md#wallet. */
export const platformWallets = pgTable(
  'platform_wallets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    englishName: text('english_name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** What the recharge page's QR code opens. */
    addressUrl: text('address_url').notNull().default(''),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('platform_wallets_list').on(t.tenantId, t.sort)],
)

/** A recharge: the shopper says they paid `price` to a platform wallet and shows the screenshot; the platform reviews it. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payorderno: text('payorderno').notNull(),
    price: integer('price').notNull(),
    platformWalletId: integer('platform_wallet_id').references(() => platformWallets.id, { onDelete: 'set null' }),
    /** The platform wallet's name when paid, kept if it is renamed or removed. */
    appName: text('app_name').notNull(),
    bankno: text('bankno').notNull().default(''),
    payOrderPic: text('pay_order_pic').notNull(),
    /** Moved only along machines/wallet/rechargeLifecycle.ts. */
    status: smallint('status').notNull().default(RechargeStatus.waiting),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharges_no').on(t.tenantId, t.payorderno),
    index('recharges_user').on(t.tenantId, t.userId, t.createdAt),
    index('recharges_status').on(t.status, t.createdAt),
    check('recharges_price_positive', sql`${t.price} > 0`),
  ],
)

/** A withdrawal: `amount` is frozen in the wallet from the request until the platform rejects it (unfrozen) or remits it. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    amount: integer('amount').notNull(),
    /** The payout address's type (1 bank card, 2 USDT). */
    type: smallint('type').notNull(),
    /** The payout address as it read when applied for: a later edit or removal does not change where this goes. */
    receiveAddress: text('receive_address').notNull(),
    payoutAddressId: integer('payout_address_id').references(() => payoutAddresses.id),
    /** The payout address in full as it was when applied for: where the platform sends the money (never on the wire). */
    payee: jsonb('payee').$type<Payee>().notNull(),
    /** Moved only along machines/wallet/withdrawalLifecycle.ts. */
    status: smallint('sta').notNull().default(WithdrawalStatus.awaitingReview),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    remittedAt: timestamp('remitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_no').on(t.tenantId, t.orderNo),
    index('withdrawals_user').on(t.tenantId, t.userId, t.createdAt),
    index('withdrawals_status').on(t.status, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
)
