import type { Language } from '../../../contract/locale'
import type { Texts } from '../catalog/categories'
import type { PromoClip } from './promoVideos'

/** A tenant's home copy: written in its own language (`source`, the rows' fallback title) and translated into the others. */
interface HomeCopy {
  source: Language
  /** The banners' headlines, in the order seedHome places them; the pictures leave room for them. */
  headlines: Texts[]
  /** The two promo videos: which clip, under which title. */
  videos: { clip: PromoClip; title: Texts }[]
}

export const homeCopy: Record<number, HomeCopy> = {
  1: {
    source: 'en',
    headlines: [
      { en: 'The linen edit', zh: '亚麻精选', fr: 'La sélection lin', ja: 'リネン特集', ko: '린넨 에디트' },
      {
        en: 'New tailoring for him',
        zh: '男士西装新品',
        fr: 'Le nouveau tailleur homme',
        ja: 'メンズの新作テーラリング',
        ko: '남성 테일러링 신상품',
      },
      { en: 'Little wardrobes', zh: '童装小衣橱', fr: 'Petites garde-robes', ja: 'キッズのワードローブ', ko: '아이들의 작은 옷장' },
      { en: 'Sneaker season', zh: '运动鞋季', fr: 'La saison des baskets', ja: 'スニーカーの季節', ko: '스니커즈 시즌' },
      {
        en: 'Free returns, always',
        zh: '退货永远免费',
        fr: 'Retours gratuits, toujours',
        ja: '返品はいつでも無料',
        ko: '반품은 언제나 무료',
      },
      { en: 'The lookbook', zh: '本季型录', fr: 'Le lookbook', ja: 'ルックブック', ko: '룩북' },
      { en: 'Up to 40% off', zh: '低至 6 折', fr: 'Jusqu’à -40 %', ja: '最大 40% オフ', ko: '최대 40% 할인' },
    ],
    videos: [
      {
        clip: 'lookbook',
        title: { en: 'The autumn lookbook', zh: '秋季型录', fr: 'Le lookbook d’automne', ja: '秋のルックブック', ko: '가을 룩북' },
      },
      {
        clip: 'atelier',
        title: {
          en: 'Behind the seams',
          zh: '针脚背后的故事',
          fr: 'Dans les coulisses de l’atelier',
          ja: '縫い目の向こう側',
          ko: '바느질 뒤의 이야기',
        },
      },
    ],
  },
  2: {
    source: 'fr',
    headlines: [
      { en: 'Summer in linen', zh: '亚麻之夏', fr: 'L’été en lin', ja: 'リネンで過ごす夏', ko: '린넨의 여름' },
      { en: 'The men’s wardrobe', zh: '男士衣橱', fr: 'Le vestiaire homme', ja: 'メンズのワードローブ', ko: '남성의 옷장' },
      { en: 'Little workshops', zh: '小小工坊', fr: 'Petits ateliers', ja: '小さなアトリエ', ko: '작은 공방' },
      { en: 'Shoes of the moment', zh: '当季鞋履', fr: 'Souliers du moment', ja: '今季のシューズ', ko: '지금 주목할 슈즈' },
      { en: 'Free returns', zh: '免费退货', fr: 'Retours offerts', ja: '返品無料', ko: '무료 반품' },
      { en: 'The style notebook', zh: '风格手记', fr: 'Le carnet de style', ja: 'スタイル手帖', ko: '스타일 노트' },
      { en: 'The sale', zh: '季末特卖', fr: 'Les soldes', ja: 'セール', ko: '세일' },
    ],
    videos: [
      { clip: 'lookbook', title: { en: 'Autumn notebook', zh: '秋日手记', fr: 'Carnet d’automne', ja: '秋の手帖', ko: '가을 노트' } },
      { clip: 'atelier', title: { en: 'In the workshop', zh: '走进工坊', fr: 'Dans l’atelier', ja: 'アトリエにて', ko: '아틀리에에서' } },
    ],
  },
}
