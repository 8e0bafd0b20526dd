import { productStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { lightness } from '../../modules/media/colour'
import { type Look, productViews } from '../../modules/media/product'
import type { Random } from '../../modules/media/random'
import { productImageUrl } from '../../modules/media/urls'
import { insertBulk, nextIds } from './bulk'
import { colourImages } from './colourImages'
import { productDescription } from './copy'
import type { Refs } from './refs'
import { productNames, styleTexts } from './styles'
import { coloursFor, materialsFor, patternsFor, priceRange, sizeScales } from './words'

type NewSpu = typeof schema.spus.$inferInsert
type NewSku = typeof schema.skus.$inferInsert

const day = 86_400_000
/** Women, men, kids: how the catalog is shared between populations. */
const sexWeights: [1 | 2 | 3, number][] = [
  [2, 0.45],
  [1, 0.35],
  [3, 0.2],
]

function pickSex(r: Random): 1 | 2 | 3 {
  let x = r.next()
  for (const [sex, w] of sexWeights) if ((x -= w) < 0) return sex
  return 2
}

/** Whole dollars, leaning to the low end of the range, in steps of 5; returned in cents. */
function priceCents(r: Random, [low, high]: readonly [number, number], kids: boolean) {
  const factor = kids ? 0.45 : 1
  const dollars = (low + (high - low) * r.next() ** 1.7) * factor
  return Math.max(10, Math.round(dollars / 5) * 5) * 100
}

/** One product and its SKUs (colour x size), drawn from the tenant's references. */
function drawProduct(refs: Refs, r: Random, now: number): { spu: Omit<NewSpu, 'id'>; skus: Omit<NewSku, 'spuId'>[] } {
  const sex = pickSex(r)
  const { id: categoryId, leaf, scale } = r.pick(refs.leaves.filter((l) => l.sex === sex))
  const shop = r.pick(refs.shops)
  const brandId = r.pick(shop.brandIds)
  const material = r.pick(materialsFor(leaf.kind))
  const names = productNames(material.names, styleTexts(r.pick(leaf.styles), leaf.item.fr), leaf.item)
  const colours = r.sample(coloursFor(leaf.kind), r.int(1, 3))
  const sizes = sizeScales[scale]
  const width = sizes.length === 1 ? 1 : r.int(Math.min(4, sizes.length), sizes.length)
  const start = r.int(0, sizes.length - width)
  const chosenSizes = sizes.slice(start, start + width)
  const price = priceCents(r, priceRange[leaf.kind], sex === 3)
  const discountFlag = r.chance(0.25)
  const marketPrice = discountFlag ? Math.round((price * (1.25 + r.next() * 0.45)) / 500) * 500 : price
  const ageDays = r.next() * 365
  const tenantId = refs.tenantId
  const skus = colours.flatMap((c) =>
    chosenSizes.map((s) => ({
      tenantId,
      price,
      marketPrice,
      stock: r.chance(0.15) ? 0 : r.int(1, 40),
      valueIds: [refs.colourIds.get(c.names.en)!, refs.sizeIds.get(s.en)!],
    })),
  )
  const main = colours[0].hex
  const look: Look = {
    kind: leaf.kind,
    pattern: r.pick(patternsFor(leaf.kind)),
    main,
    trim: colours[1]?.hex ?? (lightness(main) > 0.6 ? '#1f2a44' : '#efe6d2'),
    seed: r.int(1, 999_999_999),
  }
  const second: Look = colours[1] ? { ...look, main: colours[1].hex, trim: main } : look
  const images = productViews.map((view) => productImageUrl(view === 'flat' ? second : look, view))
  const newFlag = ageDays < 40
  return {
    spu: {
      tenantId,
      shopId: shop.id,
      brandId,
      designerId: r.chance(0.6) ? r.pick(refs.designerIds) : null,
      categoryId,
      sex,
      names,
      description: productDescription(r, names, refs.brands.get(brandId)!, material),
      images,
      colourImages: colourImages(
        look,
        colours.map((c) => ({ valueId: refs.colourIds.get(c.names.en)!, hex: c.hex })),
      ),
      price,
      marketPrice,
      valueIds: [...new Set([...skus.flatMap((s) => s.valueIds), refs.materialIds.get(material.names.en)!])],
      newFlag,
      discountFlag,
      recommendHot: r.chance(0.08),
      recommendBest: r.chance(0.08),
      recommendBenefit: discountFlag && r.chance(0.3),
      recommendNew: newFlag && r.chance(0.4),
      recommendGood: r.chance(0.06),
      status: productStatus.onSale,
      createdAt: new Date(now - ageDays * day),
    },
    skus,
  }
}

/** Adds `count` generated products with their SKUs, in batches; returns how many SKUs were written. */
export async function addProducts(
  tx: Tx,
  refs: Refs,
  r: Random,
  count: number,
  now = Date.now(),
): Promise<{ products: number; skus: number }> {
  let skuCount = 0
  const batch = 1000
  for (let done = 0; done < count; done += batch) {
    const drawn = Array.from({ length: Math.min(batch, count - done) }, () => drawProduct(refs, r, now))
    const ids = await nextIds(tx, 'spus', drawn.length)
    const spus = drawn.map((d, i) => ({ ...d.spu, id: ids[i] }))
    const skus = drawn.flatMap((d, i) => d.skus.map((s) => ({ ...s, spuId: ids[i] })))
    await insertBulk(tx, schema.spus, spus, 500)
    await insertBulk(tx, schema.skus, skus, 5000)
    const stocks = spus.map((p, i) => ({
      spuId: p.id,
      tenantId: p.tenantId,
      shopId: p.shopId,
      stock: drawn[i].skus.reduce((sum, s) => sum + (s.stock ?? 0), 0),
    }))
    await insertBulk(tx, schema.spuStocks, stocks, 5000)
    skuCount += skus.length
  }
  return { products: count, skus: skuCount }
}
