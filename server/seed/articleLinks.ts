import { and, asc, eq } from 'drizzle-orm'
import { languages } from '../../contract/locale'
import { linkTypes } from '../../contract/navigation'
import { schema } from '../db/client'
import type { TenantSeeder } from './tenant'

const discover = { en: 'Discover', zh: '发现', fr: 'Découvrir', ja: 'ディスカバー', ko: '디스커버' }
const everywhere = (name: string) => Object.fromEntries(languages.map((lang) => [lang, name]))

/**
 * A footer column whose entries lead into the catalog rather than to an article (SPEC.md's link
 * types): the first women's category, the first brand and the first designer, named after them.
 */
export const seedArticleLinks: TenantSeeder = async (tx, tenantId) => {
  const { categories: c, brands: b, designers: d } = schema
  const [category] = await tx
    .select({ id: c.id, titles: c.names })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.sex, 2), eq(c.level, 1)))
    .orderBy(asc(c.sort), asc(c.id))
    .limit(1)
  const [brand] = await tx.select({ id: b.id, name: b.name }).from(b).where(eq(b.tenantId, tenantId)).orderBy(asc(b.id)).limit(1)
  const [designer] = await tx.select({ id: d.id, name: d.name }).from(d).where(eq(d.tenantId, tenantId)).orderBy(asc(d.id)).limit(1)
  const links = [
    category && { linkType: linkTypes.goodCategory, id: category.id, titles: category.titles },
    brand && { linkType: linkTypes.brand, id: brand.id, titles: everywhere(brand.name) },
    designer && { linkType: linkTypes.designer, id: designer.id, titles: everywhere(designer.name) },
  ].filter((link) => link !== undefined)
  if (links.length === 0) return
  await tx.insert(schema.articleTypes).values({ tenantId, sort: 90, code: 'discover', names: discover })
  await tx.insert(schema.articles).values(
    links.map((link, sort) => ({
      tenantId,
      sort,
      typeCode: 'discover',
      code: `discover-${sort + 1}`,
      titles: link.titles,
      contents: {},
      linkType: link.linkType,
      link: String(link.id),
    })),
  )
}
