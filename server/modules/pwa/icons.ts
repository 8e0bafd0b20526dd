import { createHash } from 'node:crypto'
import { keyOfUrl, type UploadStore } from '../file/public'
import { imaging } from '../../lib/imaging'
import { renderMedia } from '../media/public'
import type { Brand } from './brand'

/** The manifest's icons: any-purpose 192 and 512 px, and a maskable 512 px whose mark keeps inside the safe circle. */
export const iconVariants = {
  '192': { size: 192, maskable: false },
  '512': { size: 512, maskable: false },
  'maskable-512': { size: 512, maskable: true },
} as const
export type IconVariant = keyof typeof iconVariants
export const isIconVariant = (name: string): name is IconVariant => Object.hasOwn(iconVariants, name)

/** Changes whenever what the icons are drawn from changes: the icons' URLs carry it, so they are cached for good. */
export const iconVersion = (brand: Brand) =>
  createHash('sha256')
    .update(JSON.stringify([brand.logo, brand.background, brand.ink, brand.name]))
    .digest('hex')
    .slice(0, 12)

/** A maskable icon's mark fits the square inscribed in the safe zone's circle (80% of the side across). */
const maskableShare = 0.56
const transparent = { r: 0, g: 0, b: 0, alpha: 0 }

const drawn = new Map<string, Promise<Buffer>>()

/** The icon as PNG, drawn once per version and variant. */
export function iconPng(brand: Brand, variant: IconVariant, uploads: UploadStore): Promise<Buffer> {
  const key = `${iconVersion(brand)}:${variant}`
  let png = drawn.get(key)
  if (!png) {
    png = draw(brand, variant, uploads)
    drawn.set(key, png)
    png.catch(() => drawn.delete(key))
    if (drawn.size > 300) drawn.delete(drawn.keys().next().value as string)
  }
  return png
}

async function draw(brand: Brand, variant: IconVariant, uploads: UploadStore): Promise<Buffer> {
  const { size, maskable } = iconVariants[variant]
  const side = Math.round(size * (maskable ? maskableShare : 1))
  const source = await logoBytes(brand.logo, uploads).catch(() => null)
  const mark = await fitted(source, side).catch(() => fitted(monogram(brand), side))
  const sharp = await imaging()
  return sharp({ create: { width: size, height: size, channels: 4, background: maskable ? brand.background : transparent } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** The picture scaled into a `side` square; vector pictures drawn at that size rather than scaled up. */
async function fitted(source: Buffer | null, side: number) {
  if (!source) throw new Error('no logo')
  const sharp = await imaging()
  return sharp(source, { density: 576, limitInputPixels: 50_000_000 })
    .resize(side, side, { fit: 'contain', background: transparent })
    .png()
    .toBuffer()
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The tenant's first letter on its ink: the mark of a tenant without a logo. */
function monogram(brand: Brand): Buffer {
  const letter = escapeXml([...brand.name.trim()][0]?.toUpperCase() ?? '')
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
    <rect width="64" height="64" rx="12" fill="${brand.ink}"/>
    <text x="32" y="44" text-anchor="middle" font-family="serif" font-size="36" fill="${brand.background}">${letter}</text>
  </svg>`)
}

/** The logo's bytes: a data URL, a generated picture (/media/...) or an upload; null for anything else (never fetched from elsewhere). */
async function logoBytes(logo: string | null, uploads: UploadStore): Promise<Buffer | null> {
  if (!logo) return null
  const data = logo.match(/^data:[^;,]*(;base64)?,(.*)$/s)
  if (data) return data[1] ? Buffer.from(data[2], 'base64') : Buffer.from(decodeURIComponent(data[2]))
  const media = logo.match(/^\/media\/([\w-]+)\/([^/?#]+)$/)
  if (media) {
    const svg = renderMedia(media[1], media[2])
    return svg === null ? null : Buffer.from(svg)
  }
  const key = keyOfUrl(logo)
  const file = key ? await uploads.get(key) : null
  return file?.body ? Buffer.from(await new Response(file.body).arrayBuffer()) : null
}
