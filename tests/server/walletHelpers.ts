import { and, eq } from 'drizzle-orm'
import { type Input, pathsOf } from '../../contract/call'
import type { walletCalls } from '../../contract/schemas/wallet'
import { balanceLogType, walletWires } from '../../contract/wallet'
import { codeSecretFile } from '../../server/config'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { keyedPayPasswordHash } from '../../server/lib/keyedPayPassword'
import { ensureSecret } from '../../server/main'
import { hashPassword } from '../../server/modules/auth/password'
import { walletsOffLedger } from '../../server/modules/wallet/invariant'
import { post } from '../../server/modules/wallet/ledger'
import type { TestServer } from './harness'
import { as, type Shopper } from './shoppers'
import { solid, uploadAs } from './uploadHelpers'

/** Wallet helpers for the API tests: shoppers made straight in the database, money posted through the ledger. */

export const walletPaths = pathsOf(walletWires)
export const payPassword = '246810'

/** The secret the service keys transaction passwords with (its data folder's code-secret, made now if the service has not started yet). */
export const serviceCodeSecret = (server: Pick<TestServer, 'dataDir'>) => ensureSecret(codeSecretFile(server))

/** Stores the transaction password as the service does (keyed); `legacy`: as scrypt, as stored before keyed hashes. */
export async function setPayPassword(server: TestServer, shopper: Shopper, password = payPassword, legacy = false) {
  const hash = legacy ? await hashPassword(password) : keyedPayPasswordHash(serviceCodeSecret(server), password)
  await inTenant(server.db, shopper.tenant, (tx) =>
    tx
      .update(schema.users)
      .set({ payPasswordHash: hash })
      .where(and(eq(schema.users.tenantId, shopper.tenant), eq(schema.users.id, shopper.id))),
  )
}

/** Money the platform puts in (a backend recharge, type 6). */
export const credit = (server: TestServer, shopper: Shopper, cents: number) =>
  inTenant(server.db, shopper.tenant, (tx) =>
    post(tx, { tenantId: shopper.tenant, userId: shopper.id, type: balanceLogType.backendRecharge, amt: cents, remark: 'test' }),
  )

/** The wallets breaking the ledger's invariant, across tenants. */
export const offLedger = (server: TestServer) => asPlatform(server.db, walletsOffLedger)

export async function platformWallets(server: TestServer, shopper: Shopper) {
  return (await server.api.wallet.platformWallets({}, as(shopper))).data
}

/** An uploaded screenshot of the shopper's: its URL. */
export async function screenshot(server: TestServer, shopper: Shopper) {
  const res = await uploadAs(server, shopper.token)(await solid(60, 40), 'shot.png', 'image/png')
  if (res.code !== 0) throw new Error(`upload refused: ${res.msg}`)
  return res.data
}

export const wallet = (server: TestServer, shopper: Shopper) => server.api.wallet.wallet({}, as(shopper))

/** A payout address of the shopper's, written straight into its table; answers its id. */
export async function payoutAddress(server: TestServer, shopper: Shopper, usdt = true) {
  const [row] = await inTenant(server.db, shopper.tenant, (tx) =>
    tx
      .insert(schema.payoutAddresses)
      .values({
        tenantId: shopper.tenant,
        userId: shopper.id,
        type: usdt ? 2 : 1,
        fullname: 'Ann Lee',
        mobile: '+33 6 12 34 56 78',
        bankname: usdt ? '' : 'HSBC',
        bankno: usdt ? '' : '4000 1234 5678 9010',
        address: usdt ? 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' : '',
      })
      .returning({ id: schema.payoutAddresses.id }),
  )
  return row.id
}

/** wallet.withdraw as the shopper. */
export const applyWithdrawal = (server: TestServer, shopper: Shopper, form: Input<typeof walletCalls.withdraw>) =>
  server.api.wallet.withdraw(form, as(shopper))
