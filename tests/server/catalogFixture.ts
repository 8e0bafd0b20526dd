import { productStatus, shopStatus } from '../../contract/status'
import { schema, type Tx } from '../../server/db/client'
import { asPlatform } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { createSession } from '../../server/modules/auth/session'
import type { TestServer } from './harness'

/**
 * A small catalog of known products in a fresh tenant, written straight to the database so
 * that the catalog tests depend on nothing the demo seed does.
 */
export async function catalogFixture(server: TestServer, name: string) {
  return asPlatform(server.db, async (tx) => {
    const [tenant] = await tx
      .insert(schema.tenants)
      .values({ name, websites: [`${name.toLowerCase()}.test`] })
      .returning()
    return fill(tx, tenant.id)
  })
}

export type Fixture = Awaited<ReturnType<typeof catalogFixture>>

const t = (en: string, more: Record<string, string> = {}) => ({ en, ...more })
// Day 1 to 7 of the last week, so that the products marked new are within the new-in window.
const day = (n: number) => new Date(Date.now() - (8 - n) * 24 * 60 * 60 * 1000)

async function fill(tx: Tx, tenantId: number) {
  const insert = <T extends Parameters<Tx['insert']>[0]>(table: T, rows: T['$inferInsert'][]) =>
    tx.insert(table).values(rows).returning() as Promise<T['$inferSelect'][]>
  await insert(schema.currencies, [
    { tenantId, code: 'USD', symbol: '$', name: 'US Dollar', rate: '1' },
    { tenantId, code: 'EUR', symbol: '€', name: 'Euro', rate: '0.92' },
    { tenantId, code: 'JPY', symbol: '¥', name: 'Yen', rate: '151.4' },
  ])
  const owner = await createUser(tx, tenantId, { email: 'owner@shop.test', password: 'password123' })
  const shopper = await createUser(tx, tenantId, { email: 'shopper@shop.test', password: 'password123' })
  const [nord, sakura, closed] = await insert(schema.shops, [
    {
      tenantId,
      shopname: 'Atelier Nord',
      ownerUserId: owner.id,
      mno: 'S-001',
      storeReputation: 98,
      logo: '/media/nord.svg',
      shopDesc: 'Nordic tailoring',
    },
    { tenantId, shopname: 'Maison Sakura', shopComment: 1, domain: 'sakura.example.com', storeReputation: 91 },
    { tenantId, shopname: 'Closed Corner', status: shopStatus.closed },
  ])
  const [nordlys, sakuraBrand, atlas] = await insert(schema.brands, [
    { tenantId, name: 'Nordlys', sort: 1 },
    { tenantId, name: 'Sakura', sort: 2 },
    { tenantId, name: 'Atlas', sort: 3 },
  ])
  const [ines, kenji] = await insert(schema.designers, [
    { tenantId, name: 'Ines Moreau' },
    { tenantId, name: 'Kenji Ito' },
  ])
  const category = async (names: Record<string, string>, sex: number, level: number, parentId = 0) =>
    (await insert(schema.categories, [{ tenantId, names, sex, level, parentId }]))[0]
  const clothing = await category(t('Clothing', { fr: 'Vêtements' }), 2, 1)
  const dresses = await category(t('Dresses', { fr: 'Robes' }), 2, 2, clothing.id)
  const maxi = await category(t('Maxi dresses'), 2, 3, dresses.id)
  const midi = await category(t('Midi dresses'), 2, 3, dresses.id)
  const tops = await category(t('Tops'), 2, 2, clothing.id)
  const tees = await category(t('T-shirts'), 2, 3, tops.id)
  const menswear = await category(t('Menswear'), 1, 1)
  const shirts = await category(t('Shirts'), 1, 2, menswear.id)
  const oxford = await category(t('Oxford shirts'), 1, 3, shirts.id)
  const [colour, size] = await insert(schema.properties, [
    { tenantId, names: t('Colour', { fr: 'Couleur' }), sort: 1 },
    { tenantId, names: t('Size', { fr: 'Taille' }), limit: 1, sort: 2 },
  ])
  const [red, blue, black] = await insert(schema.propertyValues, [
    { tenantId, propertyId: colour.id, names: t('Red', { fr: 'Rouge' }), swatch: '#c0392b', sort: 1 },
    { tenantId, propertyId: colour.id, names: t('Blue', { fr: 'Bleu' }), swatch: '#2e86de', sort: 2 },
    { tenantId, propertyId: colour.id, names: t('Black', { fr: 'Noir' }), swatch: '#111111', sort: 3 },
  ])
  const [s, m, l] = await insert(schema.propertyValues, [
    { tenantId, propertyId: size.id, names: t('S'), sort: 1 },
    { tenantId, propertyId: size.id, names: t('M'), sort: 2 },
    { tenantId, propertyId: size.id, names: t('L'), sort: 3 },
  ])

  type Product = Omit<typeof schema.spus.$inferInsert, 'tenantId' | 'valueIds' | 'price' | 'marketPrice'> & {
    skus: { values: number[]; price: number; marketPrice?: number; stock?: number }[]
  }
  const product = async ({ skus, ...p }: Product) => {
    const price = Math.min(...skus.map((k) => k.price))
    const cheapest = skus.find((k) => k.price === price)!
    const [spu] = await insert(schema.spus, [
      {
        ...p,
        tenantId,
        price,
        marketPrice: cheapest.marketPrice ?? price,
        valueIds: [...new Set(skus.flatMap((k) => k.values))],
      },
    ])
    const rows = await insert(
      schema.skus,
      skus.map((k) => ({
        tenantId,
        spuId: spu.id,
        price: k.price,
        marketPrice: k.marketPrice ?? k.price,
        stock: k.stock ?? 5,
        valueIds: k.values,
      })),
    )
    await insert(schema.spuStocks, [{ spuId: spu.id, tenantId, shopId: spu.shopId, stock: rows.reduce((sum, k) => sum + k.stock, 0) }])
    return { ...spu, skus: rows }
  }
  const woman = { sex: 2, images: ['/media/p/1.svg', '/media/p/2.svg'] }
  const silkDress = await product({
    ...woman,
    shopId: nord.id,
    brandId: nordlys.id,
    designerId: ines.id,
    categoryId: maxi.id,
    createdAt: day(1),
    newFlag: true,
    recommendHot: true,
    names: t('Silk Dress', { fr: 'Robe en soie', zh: '真丝连衣裙' }),
    description: t('A bias-cut silk dress.', { fr: 'Une robe en soie coupée en biais.' }),
    skus: [
      { values: [red.id, s.id], price: 12999, marketPrice: 15999 },
      { values: [red.id, m.id], price: 13999, marketPrice: 15999, stock: 0 },
    ],
  })
  const longDress = await product({
    ...woman,
    shopId: nord.id,
    brandId: nordlys.id,
    categoryId: maxi.id,
    createdAt: day(2),
    discountFlag: true,
    names: t('Silk Dress Long', { fr: 'Robe longue en soie' }),
    skus: [
      { values: [blue.id, m.id], price: 20000 },
      { values: [blue.id, l.id], price: 20000 },
    ],
  })
  const linen = await product({
    ...woman,
    shopId: sakura.id,
    brandId: sakuraBrand.id,
    categoryId: midi.id,
    createdAt: day(3),
    recommendBest: true,
    names: t('Linen Midi Dress', { fr: 'Robe midi en lin' }),
    skus: [
      { values: [red.id, l.id], price: 8999 },
      { values: [blue.id, l.id], price: 8999 },
    ],
  })
  const cotton = await product({
    ...woman,
    shopId: sakura.id,
    brandId: atlas.id,
    categoryId: tees.id,
    createdAt: day(4),
    discountFlag: true,
    newFlag: true,
    names: t('Cotton T-shirt', { fr: 'T-shirt en coton' }),
    skus: [
      { values: [black.id, s.id], price: 1999, marketPrice: 2999 },
      { values: [black.id, m.id], price: 1999, marketPrice: 2999 },
      { values: [black.id, l.id], price: 1999, marketPrice: 2999 },
    ],
  })
  const striped = await product({
    ...woman,
    shopId: sakura.id,
    brandId: sakuraBrand.id,
    designerId: kenji.id,
    categoryId: tees.id,
    createdAt: day(5),
    recommendHot: true,
    names: t('Striped T-shirt'),
    skus: [{ values: [blue.id, s.id], price: 2599 }],
  })
  const oxfordShirt = await product({
    sex: 1,
    images: ['/media/p/3.svg'],
    shopId: nord.id,
    brandId: atlas.id,
    categoryId: oxford.id,
    createdAt: day(6),
    names: t('Oxford Shirt'),
    skus: [{ values: [blue.id, m.id], price: 5999 }],
  })
  const hidden = await product({
    ...woman,
    shopId: nord.id,
    brandId: nordlys.id,
    categoryId: maxi.id,
    createdAt: day(7),
    status: productStatus.hidden,
    names: t('Silk Dress Hidden'),
    skus: [{ values: [red.id, s.id], price: 100 }],
  })
  const [ownerToken, shopperToken] = [await createSession(tx, tenantId, owner.id), await createSession(tx, tenantId, shopper.id)]
  return {
    tenantId,
    users: { owner: { ...owner, token: ownerToken }, shopper: { ...shopper, token: shopperToken } },
    shops: { nord, sakura, closed },
    brands: { nordlys, sakura: sakuraBrand, atlas },
    designers: { ines, kenji },
    categories: { clothing, dresses, maxi, midi, tops, tees, menswear, shirts, oxford },
    values: { red, blue, black, s, m, l },
    properties: { colour, size },
    products: { silkDress, longDress, linen, cotton, striped, oxfordShirt, hidden },
  }
}
