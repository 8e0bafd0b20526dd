import type { Brand } from './brand'
import { type IconVariant, iconVariants, iconVersion } from './icons'

export const iconPath = (variant: IconVariant) => `/pwa/icon-${variant}.png`

/** The installable app's web manifest for one tenant: its name, its colours and icons drawn from its mark. */
export function webManifest(brand: Brand) {
  const version = iconVersion(brand)
  const icons = (Object.keys(iconVariants) as IconVariant[]).map((variant) => {
    const { size, maskable } = iconVariants[variant]
    return { src: `${iconPath(variant)}?v=${version}`, sizes: `${size}x${size}`, type: 'image/png', purpose: maskable ? 'maskable' : 'any' }
  })
  return {
    id: '/',
    name: brand.name,
    // Launchers cut names at about 12 characters.
    short_name: brand.name.length <= 12 ? brand.name : brand.name.split(/\s+/)[0].slice(0, 12),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.background,
    theme_color: brand.background,
    icons,
  }
}
