import { and, eq, type SQLWrapper, sql } from 'drizzle-orm'
import type { SellerProduct } from '../../../contract/seller'
import { validateSellerDraft } from '../../../contract/sellerForms'
import { schema, type Tx } from '../../db/client'
import { invalidField, notFound } from '../../http/errors'
import { enforce } from '../../http/input'
import { claimStatement, foldedClaim } from '../../lib/ownUploads'
import { prebuiltWrite } from '../../db/prebuilt'
import { type Member, ownShopId, type ProductRow, type Shop, type SkuRow } from './owner'
import { keyOfSku, storedValueIds, valueIdsOf } from './product'
import { kindsOf, shopBrands, type ValueKinds, valueKindsQuery } from './values'

/**
 * What a save must hold besides the schema's limits: every id one of this tenant's (a level-3
 * category of the population, a brand the shop may use, colours, sizes and other values of the
 * right kind), a grid without twins whose cells use the product's colours and sizes, and pictures
 * already on the product, on another product of the shop (a duplicate) or uploaded by the owner
 * (answered in their stored form).
 */

const { categories, brands, designers, spus } = schema

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length

const { placeholder } = sql

/** The shop a save is checked against, in the checks' statement: a locked product's, or (a new product) the member's open shop as a subquery. */
type ShopRef = { tenantId: SQLWrapper; id: SQLWrapper }

/** The category (level 3, of the product's population), brand and designer the product names (in `shape`), each as a condition the shop must meet. */
function makersOf(shop: ShopRef, shape: ReadonlySet<string>) {
  const category = and(
    eq(categories.id, placeholder('categoryId')),
    eq(categories.level, 3),
    eq(categories.sex, placeholder('sex')),
    eq(categories.tenantId, shop.tenantId),
  )
  const brand = and(eq(brands.id, placeholder('brandId')), shopBrands(shop))
  const designer = and(eq(designers.id, placeholder('designerId')), eq(designers.tenantId, shop.tenantId))
  const wanted: [string, SQLWrapper][] = []
  if (shape.has('categoryId')) wanted.push(['categoryId', sql`select 1 from ${categories} where ${category}`])
  if (shape.has('brandId')) wanted.push(['brandId', sql`select 1 from ${brands} where ${brand}`])
  if (shape.has('designerId')) wanted.push(['designerId', sql`select 1 from ${designers} where ${designer}`])
  return wanted
}

/**
 * The checks' statement for a shape (checksShape): the member's open shop for a new product, the
 * kinds of the values, the makers it names, and the claim of its uploads when it names any.
 */
const checksRead = prebuiltWrite<Found>((on, shapeText) => {
  const shape = new Set(shapeText.split(','))
  const member = { tenantId: placeholder('tenantId'), userId: placeholder('userId') }
  const fresh = shape.has('new')
  const shop = { tenantId: placeholder('shopTenantId'), id: fresh ? ownShopId(member) : placeholder('shopId') }
  const makers = makersOf(shop, shape).map(([field, query]) => sql`, exists (${query}) as ${sql.identifier(field)}`)
  const shopColumn = fresh ? sql`, ${shop.id} as "shopId"` : sql``
  const kindsQuery = valueKindsQuery(shop.tenantId, sql`${placeholder('valueIds')}::int[]`)
  const claim = claimStatement(on, member, sql`${placeholder('paths')}::text[]`, 'image')
  const [claiming, claimed] = shape.has('claim')
    ? [sql`with claimed as (${claim}) `, sql`, array(select path from claimed) as claimed`]
    : [sql``, sql`, '{}'::text[] as claimed`]
  return sql`${claiming}select k.*${shopColumn}${sql.join(makers)}${claimed} from (${kindsQuery}) k`
})

/** The makers the product names (its category, brand, designer), each a column of the checks' answer. */
const namedMakers = (p: SellerProduct) =>
  [p.categoryId > 0 && 'categoryId', p.brandId > 0 && 'brandId', p.designerId !== null && 'designerId'].filter((f) => f !== false)

/** What changes the checks' statement's text: a new product or not, the makers it names, whether it claims uploads. */
const checksShape = (p: SellerProduct, current: Current | undefined, paths: readonly string[]) =>
  [current ? 'edit' : 'new', ...namedMakers(p), ...(paths.length > 0 ? ['claim'] : [])].join(',')

type Found = Record<keyof ValueKinds, number[]> & Record<string, boolean> & { shopId?: number | null; claimed: string[] }

/**
 * In one statement: the member's open shop for a new product (a stranger: not found, before any
 * refusal of the input), the kinds of the values the product and its stored rows name, whether
 * its category, brand and designer are the shop's to use, and the claim of `paths` (the owner's
 * uploads among its pictures, rolled back with the save when a check refuses it). Then the draft's
 * rules, the grid, the makers: throws on the first that does not hold.
 */
async function checkValuesAndMakers(tx: Tx, member: Member, p: SellerProduct, current: Current | undefined, paths: readonly string[]) {
  const ids = [...valueIdsOf(p), ...(current ? storedValueIds(current.row, current.skus) : [])]
  const values = {
    ...member,
    shopTenantId: current ? current.row.tenantId : member.tenantId,
    shopId: current?.row.shopId,
    valueIds: [...new Set(ids)],
    categoryId: p.categoryId,
    sex: p.sex,
    brandId: p.brandId,
    designerId: p.designerId,
    paths,
  }
  const [found] = await checksRead(tx, values, checksShape(p, current, paths))
  const shopId = current ? current.row.shopId : found.shopId
  if (typeof shopId !== 'number') throw notFound()
  enforce(validateSellerDraft(p))
  const kinds = kindsOf(found)
  checkGrid(p, kinds)
  const missing = namedMakers(p).find((field) => !found[field])
  if (missing) throw invalidField(missing)
  return { kinds, shop: { tenantId: values.shopTenantId, id: shopId }, claimed: found.claimed }
}

function checkGrid(p: SellerProduct, kinds: ValueKinds) {
  const colourIds = p.colours.map((c) => c.valueId)
  if (!unique(colourIds) || !colourIds.every((v) => kinds.colours.has(v))) throw invalidField('colours')
  if (!unique(p.sizes) || !p.sizes.every((v) => kinds.sizes.has(v))) throw invalidField('sizes')
  if (!unique(p.otherValueIds) || !p.otherValueIds.every((v) => kinds.others.has(v))) throw invalidField('otherValueIds')
  const cells = p.skus.map(keyOfSku)
  const inGrid = p.skus.every((s) => colourIds.includes(s.colourId) && p.sizes.includes(s.sizeId))
  if (!unique(cells) || !inGrid) throw invalidField('skus')
}

/** Pictures the product already shows or waits to show: kept without a claim (seeded pictures are nobody's uploads). */
function knownPictures(row: ProductRow | undefined) {
  if (!row) return new Set<string>()
  const colourPictures = Object.values(row.colourImages).flat()
  const waiting = row.revision?.colours.flatMap((c) => c.pictures) ?? []
  return new Set([...row.images, ...colourPictures, ...waiting])
}

/** Which of `urls` a product of the shop shows or waits to show (never another shop's): a duplicate keeps its original's pictures. */
async function shopPictures(tx: Tx, shop: Shop, urls: readonly string[]) {
  if (urls.length === 0) return new Set<string>()
  const result = await tx.execute(sql`
    select distinct u.url from ${spus} p cross join lateral (
      select unnest(p.images) as url
      union all select jsonb_array_elements_text(c.pictures) from jsonb_each(p.colour_images) as c(valueId, pictures)
      union all select jsonb_array_elements_text(c -> 'pictures') from jsonb_array_elements(coalesce(p.revision -> 'colours', '[]')) as c
    ) u
    where p.tenant_id = ${shop.tenantId} and p.shop_id = ${shop.id} and u.url = any(${sql.param([...urls])}::text[])`)
  return new Set((result as unknown as { rows: { url: string }[] }).rows.map((r) => r.url))
}

/** A product's rows as locked: the stored product a save changes. */
type Current = { row: ProductRow; skus: readonly SkuRow[] }

/**
 * The product with its pictures in their stored form, and the kinds of the values it and `current`
 * name; throws on the first field that does not hold.
 */
export async function checkProduct(tx: Tx, member: Member, p: SellerProduct, current?: Current) {
  const known = knownPictures(current?.row)
  const unknown = [...new Set(p.colours.flatMap((c) => c.pictures).filter((url) => !known.has(url)))]
  // The owner's uploads first (one indexed update, in the checks' statement); only what is not theirs is looked for among the
  // shop's pictures, which reads them all.
  const claim = foldedClaim(unknown)
  const { kinds, shop, claimed } = await checkValuesAndMakers(tx, member, p, current, claim.paths)
  const stored = claim.stored(claimed)
  const others = unknown.filter((url) => !stored.has(url))
  const ofShop = await shopPictures(tx, shop, others)
  if (others.some((url) => !ofShop.has(url))) throw invalidField('colours', 'picturesNotYours')
  const colours = p.colours.map((c) => ({ ...c, pictures: [...new Set(c.pictures.map((url) => stored.get(url) ?? url))] }))
  return { product: { ...p, colours }, kinds, shop }
}
