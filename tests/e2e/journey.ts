import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { catalogPaths } from '../../contract/catalog'
import type { Page as ListPage } from '../../contract/envelope'
import { orderPaths } from '../../contract/order'
import { type ShopApplication, shopApplicationPaths } from '../../contract/shopApplication'
import { runOps } from '../../server/ops/run'
import { ops, productUrl } from './browser'

/** What the journey tests share: the ops command line, the API as a shopper, a new shopper registered by email code. */

/**
 * `npm run ops -- <args>` against the product under test, run in this process (its entry point as a
 * process is tested in tests/server/ops.test.ts); answers its JSON output (a refusal throws).
 */
export async function opsCli<T = unknown>(...args: string[]): Promise<T> {
  const env = { ...process.env, OPS_URL: `http://127.0.0.1:${inject('port')}`, OPS_TOKEN: inject('opsToken') }
  const { code, stdout, stderr } = await runOps(args, env)
  if (code !== 0) throw new Error(`npm run ops -- ${args.join(' ')}: ${stderr}`)
  return JSON.parse(stdout) as T
}

/** A call of /app-api on the default tenant, with the token when given; GET sends `body` as the query. */
export async function api<T>(token: string, method: string, path: string, body?: Record<string, unknown>): Promise<T> {
  const url = new URL(productUrl('localhost', `/app-api${path}`))
  if (method === 'GET') for (const [k, v] of Object.entries(body ?? {})) url.searchParams.set(k, String(v))
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'tenant-id': '1', ...(token ? { Authorization: token } : {}) },
    body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await res.json()) as { code: number; data: T; msg: string }
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

/** Registers a new shopper with the emailed code, as the register form does; answers their session. */
export async function registerShopper(email: string, password: string) {
  await api('', 'GET', '/member/firstauth/getVerification', { mailbox: email })
  const mail = await ops<{ code: string }>(`/mail/last?email=${encodeURIComponent(email)}`)
  const session = await api<{ accessToken: string; userId: number }>('', 'POST', '/member/firstauth/register', {
    mailbox: email,
    yzcode: mail.code,
    password,
    confirmPassword: password,
    check: true,
  })
  return { accessToken: session.accessToken, email, userId: session.userId }
}

/** A file sent as the `file` of a multipart call of /app-api, as the shopper. */
async function upload<T>(token: string, path: string, name: string, bytes: Buffer): Promise<T> {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
  const res = await fetch(productUrl('localhost', `/app-api${path}`), {
    method: 'POST',
    headers: { 'tenant-id': '1', Authorization: token },
    body: form,
  })
  const envelope = (await res.json()) as { code: number; data: T; msg: string }
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

/**
 * The shopper applies for a shop named `shopName` through the API as the application form does (its
 * screens are walked in shopApplication.test.ts), with an invite code made by ops; `picture` is a
 * small image used for the logo and the identity document. Answers the application's id.
 */
export async function applyForShop(session: { accessToken: string; email: string }, shopName: string, picture: Buffer) {
  const [{ code }] = await opsCli<{ code: string }[]>('invite:create', '--count', '1')
  const token = session.accessToken
  const card = (name: string) => upload<{ key: string }>(token, shopApplicationPaths.uploadIdentity, name, picture)
  const women = await api<{ id: number }[]>('', 'GET', catalogPaths.categoryTree, { sex: 2 })
  await api(token, 'POST', shopApplicationPaths.createApply, {
    userName: 'Coco',
    surname: 'Martel',
    mobile: '+33 1 23 45 67 89',
    email: session.email,
    cardType: 1,
    cardFront: (await card('front.png')).key,
    cardBack: (await card('back.png')).key,
    inviteCode: code,
    shopName,
    shopAddress: '31 rue Cambon, Paris',
    logo: await upload<string>(token, shopApplicationPaths.uploadLogo, 'logo.png', picture),
    shopDesc: 'Linen and quiet knitwear.',
    saleCategory: women.slice(0, 1).map((c) => c.id),
    agreement: true,
  })
  return (await api<ShopApplication>(token, 'GET', shopApplicationPaths.getApply)).id as number
}

/** A new user who applied for a shop (applyForShop) that ops approved: their session and the open shop's id. */
export async function newShopOwner(email: string, shopName: string, picture: Buffer) {
  const session = await registerShopper(email, 'Atelier2026!')
  const applicationId = await applyForShop(session, shopName, picture)
  const approved = await opsCli<{ application: { shopId: number } }>('application:approve', String(applicationId))
  return { session, shopId: approved.application.shopId }
}

/**
 * `count` pieces of one size of `shopId`'s first product, ordered (unpaid) by the shopper behind
 * `token` to a new address; answers the order ids.
 */
export async function placeOrder(token: string, email: string, shopId: number, count = 1) {
  const call = <T>(method: string, path: string, body?: Record<string, unknown>) => api<T>(token, method, path, body)
  const products = await call<ListPage<{ productId: number }>>('POST', catalogPaths.shopProducts, { shopId, pageNo: 1, pageSize: 20 })
  const product = await call<{ skus: { id: number; stock: number }[] }>('GET', catalogPaths.productDetail, {
    id: products.list[0].productId,
    shopId,
  })
  const sku = product.skus.find((s) => s.stock >= count) as { id: number }
  const addressId = await call<number>('POST', orderPaths.checkoutAddress, {
    firstname: 'Ada',
    surname: 'Lovelace',
    mobile: '+44 20 7946 0000',
    email,
    detailAddress: '12 St James’s Square',
    countryRegion: 'GB',
    city: 'London',
    zipcode: 'SW1Y 4JH',
  })
  const created = await call<{ tradeOrderIdList: number[] }>('POST', orderPaths.createOrders, {
    items: [{ skuId: sku.id, count, shopId }],
    addressId,
    remark: '',
    idempotencyKey: `journey-${email}-${Date.now()}`,
  })
  return created.tradeOrderIdList
}

/** The demo owner's shop id. */
export const ownerShopId = async () => (await opsCli<{ shopId: number }>('user:show', 'owner@vitrine.test')).shopId

/** On /transactionPassword in set mode: sends the email code, reads it from the outbox and sets `payPassword`. */
export async function setTransactionPassword(page: Page, email: string, payPassword: string) {
  await page.getByRole('heading', { name: 'Set your transaction password' }).waitFor()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect.poll(() => page.getByRole('button', { name: /Resend in \d+ s/ }).count()).toBe(1)
  const mail = await ops<{ code: string }>(`/mail/last?email=${encodeURIComponent(email)}`)
  await page.getByLabel('New transaction password').fill(payPassword)
  await page.getByLabel('Confirm transaction password').fill(payPassword)
  await page.getByLabel('Email code').fill(mail.code)
  await page.getByRole('button', { name: 'Confirm' }).click()
}
