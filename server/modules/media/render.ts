import { type BannerRatio, bannerRatios, bannerSvg, posterSvg } from './banner'
import { type GarmentKind, garmentKinds } from './garments'
import { brandLogoSvg, designerAvatarSvg, shopLogoSvg } from './marks'
import { type FabricPattern, fabricPatterns, productSvg, type ProductView, productViews } from './product'

const isKind = (k: string): k is GarmentKind => (garmentKinds as readonly string[]).includes(k)
const kindsOf = (text: string) => {
  const kinds = text.split('.')
  return kinds.length <= 4 && kinds.every(isKind) ? (kinds as GarmentKind[]) : null
}
const seedOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null)
const maxName = 80

/** Draws the picture a /media/<type>/<name>.svg URL names, or null when the URL names none. */
export function renderMedia(type: string, file: string): string | null {
  const name = file.endsWith('.svg') ? file.slice(0, -4) : null
  if (!name) return null
  switch (type) {
    case 'p': {
      const m = name.match(/^([a-z]+)-([a-z]+)-([0-9a-f]{6})-([0-9a-f]{6})-(\d{1,9})-([a-z]+)$/)
      if (
        !m ||
        !isKind(m[1]) ||
        !(fabricPatterns as readonly string[]).includes(m[2]) ||
        !(productViews as readonly string[]).includes(m[6])
      )
        return null
      return productSvg(
        { kind: m[1], pattern: m[2] as FabricPattern, main: `#${m[3]}`, trim: `#${m[4]}`, seed: Number(m[5]) },
        m[6] as ProductView,
      )
    }
    case 'banner': {
      const m = name.match(/^(\d+x\d+)-([a-z.]+)-(\d{1,9})$/)
      const kinds = m && kindsOf(m[2])
      if (!m || !kinds || !(m[1] in bannerRatios)) return null
      return bannerSvg(m[1] as BannerRatio, kinds, Number(m[3]))
    }
    case 'poster': {
      const m = name.match(/^([a-z.]+)-(\d{1,9})$/)
      const kinds = m && kindsOf(m[1])
      const seed = m && seedOf(m[2])
      return kinds && seed !== null ? posterSvg(kinds, seed) : null
    }
    case 'shop':
    case 'brand':
    case 'designer': {
      if (!name.trim() || name.length > maxName) return null
      return { shop: shopLogoSvg, brand: brandLogoSvg, designer: designerAvatarSvg }[type](name)
    }
    default:
      return null
  }
}
