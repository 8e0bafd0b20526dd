import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Banner, HomeData, ProductCard, PromoVideo } from '../../../contract/catalog'
import type { Language } from '../../../contract/locale'
import { schema, type Tx } from '../../db/client'
import { newIn, onSale, selectCards, toCard } from '../catalog/public'
import { localized } from '../content/public'
import type { Scope } from '../../http/scope'

const { homeBanners: banners, promoVideos: videos, spus } = schema

const slots = ['publicize1', 'publicize2', 'publicize3', 'publicize4', 'promotional1'] as const
const cardsPerList = 20

const titles: Record<'newIn' | 'hot', Record<Language, string>> = {
  newIn: { en: 'New in', zh: '新品上市', fr: 'Nouveautés', ja: '新着アイテム', ko: '신상품' },
  hot: { en: 'Trending now', zh: '热卖推荐', fr: 'Tendances du moment', ja: '人気のアイテム', ko: '지금 인기 상품' },
}

/** Banners for the platform (1 mobile, 2 desktop; banners with platform 0 show on both), videos and two product lists. */
export async function homeData(tx: Tx, scope: Scope, { platformtype: platform }: { platformtype: number }): Promise<HomeData> {
  const bannerRows = await tx
    .select()
    .from(banners)
    .where(and(eq(banners.tenantId, scope.tenantId), inArray(banners.platform, [0, platform])))
    .orderBy(asc(banners.sort), asc(banners.id))
  const bySlot = (slot: string): Banner[] =>
    bannerRows
      .filter((b) => b.slot === slot)
      .map((b) => ({ img: b.img, title: localized(b.titles, scope.lang) || b.title, type: b.type, buyId: b.buyId, shopId: b.shopId }))
  const videoRows = await tx.select().from(videos).where(eq(videos.tenantId, scope.tenantId)).orderBy(asc(videos.sort), asc(videos.id))
  const [publicize1, publicize2, publicize3, publicize4, promotional1] = slots.map(bySlot)
  return {
    publicize1,
    publicize2,
    publicize3,
    publicize4,
    promotional1,
    promotionalvideo1: videoRows.map((v) => promoVideo(v, scope.lang)),
    productSpuList1: { title: titles.newIn[scope.lang], productSpuDTOList: await newest(tx, scope) },
    productSpuList2: { title: titles.hot[scope.lang], productSpuDTOList: await hottest(tx, scope) },
  }
}

/** A promo video in the shopper's language: its title, and its captions (English ones when there are none in it). */
function promoVideo(v: typeof videos.$inferSelect, lang: Language): PromoVideo {
  const captionsLang = v.captions[lang] ? lang : v.captions.en ? 'en' : null
  return {
    url: v.url,
    webm: v.webm,
    poster: v.poster,
    title: localized(v.titles, lang) || v.title,
    captions: captionsLang ? { src: v.captions[captionsLang], lang: captionsLang } : null,
  }
}

const newest = async (tx: Tx, scope: Scope): Promise<ProductCard[]> =>
  (
    await selectCards(tx, scope, and(onSale(scope), newIn))
      .orderBy(desc(spus.createdAt), desc(spus.id))
      .limit(cardsPerList)
  ).map((r) => toCard(r, scope))

const hottest = async (tx: Tx, scope: Scope): Promise<ProductCard[]> =>
  (
    await selectCards(tx, scope, and(onSale(scope), eq(spus.recommendHot, true)))
      .orderBy(desc(spus.createdAt), desc(spus.id))
      .limit(cardsPerList)
  ).map((r) => toCard(r, scope))
