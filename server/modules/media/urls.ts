import type { BannerRatio } from './banner'
import type { GarmentKind } from './garments'
import type { Look, ProductView } from './product'

/** Where generated pictures are served; their URLs carry everything needed to draw them again. */
export const mediaPrefix = '/media'

export const productImageUrl = (look: Look, view: ProductView) =>
  `${mediaPrefix}/p/${look.kind}-${look.pattern}-${look.main.slice(1)}-${look.trim.slice(1)}-${look.seed}-${view}.svg`
export const shopLogoUrl = (name: string) => `${mediaPrefix}/shop/${encodeURIComponent(name)}.svg`
export const brandLogoUrl = (name: string) => `${mediaPrefix}/brand/${encodeURIComponent(name)}.svg`
export const designerAvatarUrl = (name: string) => `${mediaPrefix}/designer/${encodeURIComponent(name)}.svg`
export const bannerUrl = (ratio: BannerRatio, kinds: GarmentKind[], seed: number) =>
  `${mediaPrefix}/banner/${ratio}-${kinds.join('.')}-${seed}.svg`
