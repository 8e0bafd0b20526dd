import { and, asc, eq, inArray } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { prng } from '../../modules/media/random'
import { catalogTree, type Leaf, sizeScaleOf, type SizeScale } from './categories'
import { sizeScales } from './words'

/** What products are drawn from: a tenant's shops, brands, designers, leaf categories and property values. */
export interface Refs {
  tenantId: number
  shops: { id: number; brandIds: number[] }[]
  brands: Map<number, string>
  designerIds: number[]
  leaves: { id: number; sex: 1 | 2 | 3; leaf: Leaf; scale: SizeScale }[]
  /** Property value ids by English name, per property. */
  colourIds: Map<string, number>
  sizeIds: Map<string, number>
  materialIds: Map<string, number>
}

/** The leaf categories in insertion order: population, level one, level two, level three. */
export const leavesInOrder = () =>
  catalogTree.flatMap(({ sex, roots }) =>
    roots.flatMap((r) => r.children.flatMap((b) => b.children.map((leaf) => ({ sex, leaf, scale: sizeScaleOf(sex, leaf.kind) })))),
  )

/** Each shop carries a stable handful of the tenant's brands. */
const brandsOfShop = (shopId: number, brandIds: number[]) => prng(shopId * 31 + 7).sample(brandIds, Math.min(8, brandIds.length))

/** Reads a seeded tenant's catalog references back, so the seed and the CLI draw products the same way. */
export async function loadRefs(tx: Tx, tenantId: number): Promise<Refs> {
  const { shops, brands, designers, categories, properties, propertyValues } = schema
  const shopRows = await tx.select({ id: shops.id }).from(shops).where(eq(shops.tenantId, tenantId)).orderBy(asc(shops.id))
  const brandRows = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.tenantId, tenantId))
    .orderBy(asc(brands.id))
  const designerRows = await tx
    .select({ id: designers.id })
    .from(designers)
    .where(eq(designers.tenantId, tenantId))
    .orderBy(asc(designers.id))
  const leafRows = await tx
    .select({ id: categories.id, names: categories.names })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.level, 3)))
    .orderBy(asc(categories.id))
  const expected = leavesInOrder()
  if (leafRows.length !== expected.length || leafRows.some((row, i) => row.names.en !== expected[i].leaf.names.en)) {
    throw new Error(`Tenant ${tenantId} does not have the seeded category tree: products cannot be generated for it.`)
  }
  const propertyRows = await tx
    .select({ id: properties.id, names: properties.names })
    .from(properties)
    .where(eq(properties.tenantId, tenantId))
  const valueRows = propertyRows.length
    ? await tx
        .select({ propertyId: propertyValues.propertyId, id: propertyValues.id, names: propertyValues.names })
        .from(propertyValues)
        .where(
          inArray(
            propertyValues.propertyId,
            propertyRows.map((p) => p.id),
          ),
        )
    : []
  const valuesOf = (en: string) => {
    const property = propertyRows.find((p) => p.names.en === en)
    return new Map(valueRows.filter((v) => v.propertyId === property?.id).map((v) => [v.names.en, v.id]))
  }
  const brandIds = brandRows.map((b) => b.id)
  return {
    tenantId,
    shops: shopRows.map((s) => ({ id: s.id, brandIds: brandsOfShop(s.id, brandIds) })),
    brands: new Map(brandRows.map((b) => [b.id, b.name])),
    designerIds: designerRows.map((d) => d.id),
    leaves: leafRows.map((row, i) => ({ id: row.id, ...expected[i] })),
    colourIds: valuesOf('Colour'),
    sizeIds: valuesOf('Size'),
    materialIds: valuesOf('Material'),
  }
}

/** Every size name once, in scale order. */
export const allSizes = () => [
  ...new Map(
    Object.values(sizeScales)
      .flat()
      .map((t) => [t.en, t]),
  ).values(),
]
