import type { Texts } from '../catalog/categories'

/** A word a clip shows, when (seconds), and what its captions say in each storefront language. */
export interface ClipCard {
  text: string
  start: number
  end: number
  captions: Texts
}

/**
 * The seeded promo clips (server/seed/media/video, made by scripts/media/makePromoVideos.ts): the
 * one word each shows over its editorial scene, and its captions. Both tenants show both clips.
 */
export const promoClips = {
  lookbook: {
    text: 'Lookbook',
    start: 3.0,
    end: 5.2,
    captions: { en: 'Lookbook', zh: '型录', fr: 'Lookbook', ja: 'ルックブック', ko: '룩북' },
  },
  atelier: {
    text: 'Atelier',
    start: 5.4,
    end: 7.6,
    captions: { en: 'Atelier', zh: '工坊', fr: 'Atelier', ja: 'アトリエ', ko: '아틀리에' },
  },
} satisfies Record<string, ClipCard>

export type PromoClip = keyof typeof promoClips
