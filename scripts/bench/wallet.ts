import { eq } from 'drizzle-orm'
import { pathsOf } from '../../contract/call'
import { balanceLogType, walletWires } from '../../contract/wallet'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { hashPassword, verifyPassword } from '../../server/modules/auth/password'
import { walletsOffLedger } from '../../server/modules/wallet/invariant'
import { post } from '../../server/modules/wallet/ledger'
import { orderNumber } from '../../server/modules/wallet/service'
import { type BenchDatabase, benchServer, benchShoppers, load, percentile, round } from './load'

/**
 * The wallet's two writes that matter most under load, over HTTP against a real service (in this
 * process, seeded small): a withdrawal request (transaction password, payout address, row and
 * ledger line) and a recharge approval (the move, the shopper's message, the credit). `users`
 * shoppers at once, each sending `perUser` requests one after another; median and p95 of each
 * request's time, requests per second, and the ledger's invariant afterwards. PGlite in memory,
 * and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped).
 */
const paths = pathsOf(walletWires)
const payPassword = '135790'

async function benchOn(database: BenchDatabase, options: { users: number; perUser: number; log: (line: string) => void }) {
  const { base, db, close } = await benchServer(database)
  try {
    const { users, perUser } = options
    const shoppers = await benchShoppers(base, db, users, 'bench')
    const hash = await hashPassword(payPassword)
    const addresses = await inTenant(db, 1, async (tx) => {
      const ids: number[] = []
      for (const s of shoppers) {
        await tx.update(schema.users).set({ payPasswordHash: hash }).where(eq(schema.users.id, s.id))
        await post(tx, { tenantId: 1, userId: s.id, type: balanceLogType.backendRecharge, amt: 10_000_000, remark: 'bench' })
        const [row] = await tx
          .insert(schema.payoutAddresses)
          .values({ tenantId: 1, userId: s.id, type: 2, fullname: 'Bench', mobile: '1', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })
          .returning({ id: schema.payoutAddresses.id })
        ids.push(row.id)
      }
      return ids
    })

    const withdraw = (user: number) =>
      fetch(`${base}/app-api${paths.withdraw}`, {
        method: 'POST',
        headers: { 'tenant-id': '1', 'content-type': 'application/json', authorization: shoppers[user].token },
        body: JSON.stringify({ amount: 100, receiveAddress: addresses[user], payPassword }),
      }).then(async (r) => ((await r.json()) as { code: number }).code === 0)
    for (let u = 0; u < users; u++) await withdraw(u) // warm
    const withdrawal = await load(users, perUser, withdraw)
    options.log(
      `  ${database} withdrawal apply: median ${withdrawal.medianMs} ms, p95 ${withdrawal.p95Ms} ms, ${withdrawal.requestsPerSecond} req/s`,
    )

    const [platformWallet] = await inTenant(db, 1, (tx) => tx.select().from(schema.platformWallets).limit(1))
    const recharges = await inTenant(db, 1, (tx) =>
      tx
        .insert(schema.recharges)
        .values(
          shoppers.flatMap((s) =>
            Array.from({ length: perUser + 1 }, () => ({
              tenantId: 1,
              userId: s.id,
              payorderno: orderNumber('R'),
              price: 5000,
              platformWalletId: platformWallet.id,
              appName: platformWallet.name,
              payOrderPic: '/media/shop/bench.svg',
            })),
          ),
        )
        .returning({ id: schema.recharges.id, userId: schema.recharges.userId }),
    )
    const byUser = shoppers.map((s) => recharges.filter((r) => r.userId === s.id).map((r) => r.id))
    const approve = (user: number, i: number) =>
      fetch(`${base}/admin-api/recharges/approve`, {
        method: 'POST',
        headers: { authorization: 'Bearer bench-ops-token', 'content-type': 'application/json' },
        body: JSON.stringify({ id: byUser[user][i] }),
      }).then(async (r) => ((await r.json()) as { code: number }).code === 0)
    for (let u = 0; u < users; u++) await approve(u, perUser) // warm, with each user's last one
    const approval = await load(users, perUser, approve)
    options.log(
      `  ${database} recharge approve: median ${approval.medianMs} ms, p95 ${approval.p95Ms} ms, ${approval.requestsPerSecond} req/s`,
    )

    const offLedger = (await asPlatform(db, walletsOffLedger)).length
    return { withdrawalApply: withdrawal, rechargeApprove: approval, walletsOffLedger: offLedger }
  } finally {
    await close()
  }
}

/** One check of a transaction password (scrypt) alone, sequentially: what every withdrawal pays before its SQL. */
async function scryptMs() {
  const hash = await hashPassword(payPassword)
  const times: number[] = []
  for (let i = 0; i < 20; i++) {
    const t = performance.now()
    await verifyPassword(payPassword, hash)
    times.push(performance.now() - t)
  }
  return round(
    percentile(
      times.sort((a, b) => a - b),
      50,
    ),
  )
}

export async function benchWallet(log: (line: string) => void = console.log) {
  const options = { users: 20, perUser: Number(process.env.BENCH_WALLET_REQUESTS ?? 10), log }
  const payPasswordCheckMs = await scryptMs()
  log(`  one transaction password check (scrypt), alone: median ${payPasswordCheckMs} ms`)
  const runs: Partial<Record<'pglite' | 'postgres', Awaited<ReturnType<typeof benchOn>>>> = { pglite: await benchOn('pglite', options) }
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) runs.postgres = await benchOn('postgres', options)
  // No latency budget was set for the wallet: the figures are reported; the ledger must add up.
  const verdicts = Object.entries(runs).map(([database, r]): [string, number, number] => [
    `${database}: wallets off their ledger, or failed requests, after the load`,
    r.walletsOffLedger + r.withdrawalApply.failed + r.rechargeApprove.failed,
    0,
  ])
  const result = { payPasswordCheckMs, ...runs }
  return { result, verdicts }
}
