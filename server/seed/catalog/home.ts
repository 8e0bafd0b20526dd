import { and, asc, eq } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import type { GarmentKind } from '../../modules/media/garments'
import type { Random } from '../../modules/media/random'
import type { BannerRatio } from '../../modules/media/banner'
import { bannerUrl, brandLogoUrl } from '../../modules/media/urls'
import { clipFiles } from '../../modules/home/videoFiles'
import { languages } from '../../../contract/locale'
import { homeCopy } from '../data/homeCopy'
import type { Texts } from './categories'
import { bannerType } from '../../../contract/catalog'
import type { Refs } from './refs'

type NewBanner = typeof schema.homeBanners.$inferInsert

/**
 * Home banners for every slot and every target type (1 product, 2 category, 3 brand,
 * 4 article, 5 external link), and two promo videos; their words in every storefront language.
 */
export async function seedHome(tx: Tx, refs: Refs, r: Random) {
  const { tenantId } = refs
  const { categories, spus } = schema
  const level = (sex: number, n: number) =>
    tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.sex, sex), eq(categories.level, n)))
      .orderBy(asc(categories.id))
      .limit(1)
  const [womenDresses] = await level(2, 2)
  const [menRoot] = await level(1, 1)
  const [kidsRoot] = await level(3, 1)
  const [product] = await tx
    .select({ id: spus.id, shopId: spus.shopId })
    .from(spus)
    .where(eq(spus.tenantId, tenantId))
    .orderBy(asc(spus.id))
    .limit(1)
  const copy = homeCopy[tenantId] ?? homeCopy[1]
  const titles = copy.headlines
  const seed = () => r.int(1, 999_999)
  const banner = (
    slot: string,
    sort: number,
    ratio: BannerRatio,
    kinds: GarmentKind[],
    title: Texts,
    type: number,
    buyId: string | number,
    extra: Partial<NewBanner> = {},
  ): NewBanner => ({
    tenantId,
    slot,
    sort,
    img: bannerUrl(ratio, kinds, seed()),
    title: title[copy.source],
    titles: title,
    type,
    buyId: String(buyId),
    ...extra,
  })
  const brandStrip = [...refs.brands].slice(0, 12).map(
    ([id, name], sort): NewBanner => ({
      tenantId,
      slot: 'publicize1',
      sort,
      img: brandLogoUrl(name),
      title: name,
      type: bannerType.brand,
      buyId: String(id),
    }),
  )
  const [firstBrand] = refs.brands.keys()
  const rows: NewBanner[] = [
    ...brandStrip,
    banner('publicize2', 0, '21x9', ['dress', 'bag', 'heels'], titles[0], bannerType.category, womenDresses.id),
    banner('publicize3', 0, '16x9', ['suit', 'shirt', 'boots'], titles[1], bannerType.category, menRoot.id),
    banner('publicize3', 1, '16x9', ['romper', 'dress', 'sneakers'], titles[2], bannerType.category, kidsRoot.id),
    banner('publicize4', 0, '4x5', ['sneakers', 'tshirt'], titles[3], bannerType.product, product.id, { shopId: product.shopId }),
    banner('publicize4', 1, '4x5', ['coat', 'scarf'], titles[4], bannerType.article, 'returns'),
    banner('publicize4', 2, '4x5', ['jacket', 'jeans'], titles[5], bannerType.external, 'https://en.wikipedia.org/wiki/Slow_fashion'),
    banner('promotional1', 0, '16x9', ['knit', 'skirt', 'bag'], titles[6], bannerType.brand, firstBrand, { platform: 2 }),
    banner('promotional1', 1, '4x5', ['knit', 'skirt'], titles[6], bannerType.brand, firstBrand, { platform: 1 }),
  ]
  await tx.insert(schema.homeBanners).values(rows)
  await tx.insert(schema.promoVideos).values(
    copy.videos.map(({ clip, title }, sort) => {
      const files = clipFiles(clip)
      return {
        tenantId,
        sort,
        url: files.mp4,
        webm: files.webm,
        poster: files.poster,
        title: title[copy.source],
        titles: title,
        captions: Object.fromEntries(languages.map((lang) => [lang, files.captions(lang)])),
      }
    }),
  )
}
