import { benchFetch } from './clientThread'
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { orderPaths as paths } from '../../contract/order'
import { productStatus, shopStatus } from '../../contract/status'
import { balanceLogType } from '../../contract/wallet'
import { type Db, inTenant, schema } from '../../server/db/client'
import { hashPassword } from '../../server/modules/auth/password'
import { post } from '../../server/modules/wallet/ledger'
import { benchShoppers } from './load'

/**
 * What the buying benches share: logged-in shoppers of tenant 1 with money, a transaction password
 * and an address, each with two SKUs of two open shops nobody runs, and the checkout and balance
 * payment of one line from each over HTTP.
 */
const payPassword = '135790'

export type Envelope<T> = { code: number; data: T; msg: string }

/** Each shopper's two SKUs, from two different open shops nobody runs, with stock for the whole run. */
async function benchSkus(db: Db, users: number) {
  const { skus, spus, shops } = schema
  const rows = await inTenant(db, 1, (tx) =>
    tx
      .select({ skuId: skus.id, shopId: spus.shopId })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .innerJoin(shops, eq(shops.id, spus.shopId))
      .where(and(eq(spus.status, productStatus.onSale), eq(shops.status, shopStatus.open), isNull(shops.ownerUserId)))
      .orderBy(asc(skus.id)),
  )
  const grouped = new Map<number, typeof rows>()
  for (const r of rows) grouped.set(r.shopId, [...(grouped.get(r.shopId) ?? []), r])
  const byShop = [...grouped.values()]
  if (byShop.length < 2) throw new Error('the bench needs two open shops')
  const picks = Array.from({ length: users }, (_, u) => {
    const first = byShop[(2 * u) % byShop.length]
    const second = byShop[(2 * u + 1) % byShop.length]
    return [first[u % first.length], second[u % second.length]]
  })
  const ids = picks.flat().map((p) => p.skuId)
  await inTenant(db, 1, (tx) => tx.update(skus).set({ stock: 1_000_000 }).where(inArray(skus.id, ids)))
  return picks
}

/** `users` shoppers ready to buy: logged in, with money, a transaction password, an address and two SKUs each (plain data). */
export async function readyBuyers(base: string, db: Db, users: number, prefix: string) {
  const shoppers = await benchShoppers(base, db, users, prefix)
  const hash = await hashPassword(payPassword)
  const addresses = await inTenant(db, 1, async (tx) => {
    const ids: number[] = []
    for (const s of shoppers) {
      await tx.update(schema.users).set({ payPasswordHash: hash }).where(eq(schema.users.id, s.id))
      await post(tx, { tenantId: 1, userId: s.id, type: balanceLogType.backendRecharge, amt: 1_000_000_000, remark: 'bench' })
      const [row] = await tx
        .insert(schema.addresses)
        .values({
          tenantId: 1,
          userId: s.id,
          firstname: 'Bench',
          surname: String(s.id),
          mobile: '1',
          detailAddress: '1 Load Street',
          countryRegion: 'US',
          city: 'Austin',
          zipcode: '73301',
        })
        .returning({ id: schema.addresses.id })
      ids.push(row.id)
    }
    return ids
  })
  return { shoppers, addresses, picks: await benchSkus(db, users) }
}

export type ReadyBuyers = Awaited<ReturnType<typeof readyBuyers>>

/** `users` shoppers ready to buy, and their two calls: create a checkout's orders, pay them by balance. */
export async function benchBuyers(base: string, db: Db, users: number, prefix: string) {
  return buyerCalls(base, await readyBuyers(base, db, users, prefix))
}

/** The calls of shoppers made ready (readyBuyers) on the service at `base`. */
export function buyerCalls(base: string, { shoppers, addresses, picks }: ReadyBuyers) {
  /**
   * A JSON request of one shopper to /app-api, from the shopper's own address (one address may have
   * only a few requests in progress: REQUESTS_IN_FLIGHT_MAX), as 20 people are 20 clients.
   */
  const send = async <T>(user: number, path: string, body: unknown, method = 'POST') => {
    const res = await benchFetch(`${base}/app-api${path}`, {
      method,
      headers: {
        'tenant-id': '1',
        'content-type': 'application/json',
        authorization: shoppers[user].token,
        'x-forwarded-for': `10.8.${Math.floor(user / 250)}.${(user % 250) + 1}`,
      },
      body: JSON.stringify(body),
    })
    return { ...(await res.json<Envelope<T>>()), ms: res.ms }
  }
  const create = (user: number) =>
    send<{ tradeOrderIdList: number[] }>(user, paths.createOrders, {
      items: picks[user].map((p) => ({ skuId: p.skuId, shopId: p.shopId, count: 1 })),
      addressId: addresses[user],
      remark: '',
      idempotencyKey: randomUUID(),
    })
  const pay = (user: number, ids: number[]) => send<true>(user, paths.pay, { payType: 4, tradeOrderIdList: ids, payPassword })
  return { shoppers, send, create, pay }
}
