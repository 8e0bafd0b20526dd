import { schema, type Tx } from '../../db/client'
import type { GarmentKind } from '../../modules/media/garments'
import type { Random } from '../../modules/media/random'
import { brandLogoUrl, designerAvatarUrl, productImageUrl, shopLogoUrl } from '../../modules/media/urls'
import { catalogTree, type Texts } from './categories'
import { brandDescription } from './copy'
import { designerBiographies, shopDescriptions } from './makersCopy'
import { brandNames, cities, designerNames, shopNames } from './names'
import { insertBulk, nextIds } from './bulk'
import { allSizes } from './refs'
import { colours, materials, propertyNames } from './words'

/** Per tenant: the shop with its own domain (getShopInfoByDomain) leads its shop list. */
const domainShops: Record<number, { name: string; domain: string }> = {
  1: { name: 'Atelier Nord', domain: 'atelier-nord.localhost' },
  2: { name: 'Maison Ondine', domain: 'ondine.maison.localhost' },
}

/** A text in every language: the English one is the row's fallback column. */
const shopTexts = (texts: Texts) => ({ shopDesc: texts.en, shopDescs: texts })
const designerTexts = (texts: Texts) => ({ description: texts.en, descriptions: texts })

export const catalogSize = { shops: 36, brands: 40, designers: 20 }

export async function seedShops(tx: Tx, tenantId: number, r: Random) {
  const own = domainShops[tenantId]
  const names = shopNames(r, catalogSize.shops, own?.name)
  await tx.insert(schema.shops).values(
    names.map((shopname, i) => ({
      tenantId,
      shopname,
      logo: shopLogoUrl(shopname),
      ...shopTexts(shopDescriptions(r, shopname, r.pick(cities))),
      mno: `${tenantId === 1 ? 'VT' : 'MS'}${String(1001 + i)}`,
      // Two shops take messages from shoppers without an order.
      shopComment: i === 0 || i === 3 ? 1 : 0,
      storeReputation: r.chance(0.7) ? 5 : 4,
      domain: i === 0 && own ? own.domain : null,
      favouriteCount: r.int(3, 4800),
      createdAt: new Date(Date.now() - r.int(30, 900) * 86_400_000),
    })),
  )
}

export async function seedBrandsAndDesigners(tx: Tx, tenantId: number, r: Random) {
  await tx.insert(schema.brands).values(
    brandNames(r, catalogSize.brands).map((name, sort) => ({
      tenantId,
      name,
      sort,
      logo: brandLogoUrl(name),
      description: brandDescription(r, name, r.pick(cities)),
    })),
  )
  await tx.insert(schema.designers).values(
    designerNames(r, catalogSize.designers).map((name, sort) => ({
      tenantId,
      name,
      sort,
      avatar: designerAvatarUrl(name),
      ...designerTexts(designerBiographies(r, name, r.pick(cities))),
    })),
  )
}

const categoryPicture = (kind: GarmentKind, r: Random) => {
  const c = r.pick(colours)
  return productImageUrl({ kind, pattern: 'solid', main: c.hex, trim: '#efe6d2', seed: r.int(1, 999_999) }, 'front')
}

/** The three-level trees of every population, in tree order (refs.ts relies on it). */
export async function seedCategories(tx: Tx, tenantId: number, r: Random) {
  type Node = { names: Texts; level: number; sex: number; parent: number; kind: GarmentKind; sort: number }
  const nodes: Node[] = []
  for (const { sex, roots } of catalogTree) {
    for (const [i, root] of roots.entries()) {
      const rootAt = nodes.push({ names: root.names, level: 1, sex, parent: -1, kind: root.children[0].children[0].kind, sort: i }) - 1
      for (const [j, branch] of root.children.entries()) {
        const branchAt = nodes.push({ names: branch.names, level: 2, sex, parent: rootAt, kind: branch.children[0].kind, sort: j }) - 1
        branch.children.forEach((leaf, k) => nodes.push({ names: leaf.names, level: 3, sex, parent: branchAt, kind: leaf.kind, sort: k }))
      }
    }
  }
  const ids = await nextIds(tx, 'categories', nodes.length)
  const rows = nodes.map((n, i) => ({
    id: ids[i],
    tenantId,
    names: n.names,
    level: n.level,
    sex: n.sex,
    parentId: n.parent < 0 ? 0 : ids[n.parent],
    sort: n.sort,
    picUrl: categoryPicture(n.kind, r),
  }))
  await insertBulk(tx, schema.categories, rows)
}

/** Colour (with swatches), size (every scale) and material (one at a time in filters). */
export async function seedProperties(tx: Tx, tenantId: number) {
  const [colour, size, material] = await tx
    .insert(schema.properties)
    .values([
      { tenantId, names: propertyNames.colour, sort: 0 },
      { tenantId, names: propertyNames.size, sort: 1 },
      { tenantId, names: propertyNames.material, sort: 2, limit: 1 },
    ])
    .returning({ id: schema.properties.id })
  await tx
    .insert(schema.propertyValues)
    .values([
      ...colours.map((c, sort) => ({ tenantId, propertyId: colour.id, names: c.names, swatch: c.hex, sort })),
      ...allSizes().map((names, sort) => ({ tenantId, propertyId: size.id, names, sort })),
      ...materials.map((m, sort) => ({ tenantId, propertyId: material.id, names: m.names, sort })),
    ])
}
