import { and, eq, sql } from 'drizzle-orm'
import { ShopApplicationStatus } from '../../contract/lifecycles'
import { type ShopApplicationFields, shopApplicationPaths } from '../../contract/shopApplication'
import { asPlatform, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { solid } from './uploadHelpers'
import { as, newShopper, type Shopper } from './shoppers'

export const applyPaths = shopApplicationPaths

let codes = 0
/** A new invite code of the tenant, written straight into its table. */
export async function newInviteCode(server: TestServer, row: { maxUses?: number; uses?: number; expiresAt?: Date; tenant?: number } = {}) {
  codes += 1
  const code = `T${process.pid}X${codes}`
  await asPlatform(server.db, (tx) =>
    tx
      .insert(schema.inviteCodes)
      .values({ tenantId: row.tenant ?? 1, code, maxUses: row.maxUses ?? 1, uses: row.uses ?? 0, expiresAt: row.expiresAt }),
  )
  return code
}

/** `bytes` as the `file` of an identity or logo upload, as the shopper (or nobody). */
const picture = (shopper: Shopper | null, bytes: Uint8Array, name: string, type: string) =>
  [{ file: new File([new Uint8Array(bytes)], name, { type }) }, shopper ? as(shopper) : {}] as const

export const uploadIdentity =
  (server: TestServer, shopper: Shopper | null) =>
  (bytes: Uint8Array, name = 'card.png', type = 'image/png') =>
    server.api.shopApplication.uploadIdentity(...picture(shopper, bytes, name, type))
export const uploadLogo =
  (server: TestServer, shopper: Shopper | null) =>
  (bytes: Uint8Array, name = 'card.png', type = 'image/png') =>
    server.api.shopApplication.uploadLogo(...picture(shopper, bytes, name, type))

async function uploaded<T>(res: Promise<{ code: number; msg: string; data: T }>) {
  const answer = await res
  if (answer.code !== 0) throw new Error(`upload refused: ${answer.msg}`)
  return answer.data
}

/** Two level-1 categories of the tenant. */
export async function someCategories(server: TestServer, tenant = 1) {
  const rows = await asPlatform(server.db, (tx) =>
    tx
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(and(eq(schema.categories.tenantId, tenant), eq(schema.categories.level, 1)))
      .limit(2),
  )
  return rows.map((r) => r.id)
}

let names = 0
/** A whole application of the shopper's, with their own identity images and logo, a fresh invite code and a unique shop name. */
export async function completeForm(server: TestServer, shopper: Shopper, overrides: Partial<ShopApplicationFields> = {}) {
  names += 1
  const card = await solid(300, 200, 'jpeg')
  return {
    userName: 'Ada',
    surname: 'Lovelace',
    mobile: '+44 20 7946 0000',
    email: shopper.email,
    cardType: 1,
    cardFront: (await uploaded(uploadIdentity(server, shopper)(card, 'front.jpg', 'image/jpeg'))).key,
    cardBack: (await uploaded(uploadIdentity(server, shopper)(card, 'back.jpg', 'image/jpeg'))).key,
    inviteCode: await newInviteCode(server, { maxUses: 5 }),
    shopName: `Test Atelier ${process.pid} ${names}`,
    shopAddress: '1 Test Street',
    logo: await uploaded(uploadLogo(server, shopper)(await solid(300, 300), 'logo.png')),
    shopDesc: 'Vintage pieces',
    saleCategory: await someCategories(server, shopper.tenant),
    agreement: true,
    ...overrides,
  } satisfies ShopApplicationFields
}

export const submit = (server: TestServer, shopper: Shopper, form: Partial<ShopApplicationFields>) =>
  server.api.shopApplication.createApply(form, as(shopper))
export const saveDraft = (server: TestServer, shopper: Shopper, form: Partial<ShopApplicationFields>) =>
  server.api.shopApplication.saveDraft(form, as(shopper))
export const getApply = (server: TestServer, shopper: Shopper) => server.api.shopApplication.getApply({}, as(shopper))

/** A new shopper whose application waits for review; answers them, the form and the application's id. */
export async function waitingApplicant(server: TestServer, overrides: Partial<ShopApplicationFields> = {}) {
  const shopper = await newShopper(server)
  const form = await completeForm(server, shopper, overrides)
  const res = await submit(server, shopper, form)
  if (res.code !== 0) throw new Error(`submission refused: ${res.msg}`)
  const { data } = await getApply(server, shopper)
  if (data.sta !== ShopApplicationStatus.waiting || data.id === null) throw new Error('the application does not wait')
  return { shopper, form, id: data.id }
}

/** The shops the user owns in the tenant. */
export const shopsOwnedBy = (server: TestServer, shopper: Shopper) =>
  asPlatform(server.db, (tx) =>
    tx
      .select({ id: schema.shops.id, shopname: schema.shops.shopname, logo: schema.shops.logo, status: schema.shops.status })
      .from(schema.shops)
      .where(and(eq(schema.shops.tenantId, shopper.tenant), eq(schema.shops.ownerUserId, shopper.id))),
  )

/** How many times the invite code was used. */
export async function usesOf(server: TestServer, code: string, tenant = 1) {
  const [row] = await asPlatform(server.db, (tx) =>
    tx
      .select({ uses: schema.inviteCodes.uses })
      .from(schema.inviteCodes)
      .where(and(eq(schema.inviteCodes.tenantId, tenant), sql`${schema.inviteCodes.code} = ${code}`)),
  )
  return row.uses
}
