import { mix, shade } from './colour'
import type { GarmentKind } from './garments'
import { fit, garmentArt, type Look } from './product'
import { prng } from './random'

export const bannerRatios = { '16x9': [1600, 900], '21x9': [2100, 900], '4x5': [800, 1000] } as const
export type BannerRatio = keyof typeof bannerRatios

/** Editorial grounds and the garment colours that sit well on them. */
const moods = [
  { ground: '#efe6da', block: '#c9a27e', garments: ['#1f2a44', '#f4f1ea', '#6d1f2e', '#9caf88'] },
  { ground: '#e8ece6', block: '#8fa58a', garments: ['#f4f1ea', '#3a3a3a', '#c19a6b', '#b5532c'] },
  { ground: '#f3e7e4', block: '#d9a6a0', garments: ['#6d1f2e', '#efe6d2', '#1f1f1f', '#b9a6d3'] },
  { ground: '#e6e9ef', block: '#8fb8de', garments: ['#1f2a44', '#efe6d2', '#d4a42c', '#3d5a80'] },
  { ground: '#f2ede1', block: '#d4a42c', garments: ['#1f1f1f', '#f4f1ea', '#2e6b4f', '#5a3e2b'] },
  { ground: '#ece6ee', block: '#7a4b63', garments: ['#efe6d2', '#c94f7c', '#1f2a44', '#9a9a9a'] },
]

const svg = (w: number, h: number, defs: string[], body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs.join('')}</defs>${body}</svg>`

interface Slot {
  cx: number
  cy: number
  w: number
  h: number
}

function lineUp(kinds: GarmentKind[], seed: number, slots: Slot[], colours: string[]) {
  const defs: string[] = []
  const body: string[] = []
  slots.forEach((slot, i) => {
    const kind = kinds[i % kinds.length]
    const look: Look = {
      kind,
      pattern: 'solid',
      main: colours[(seed + i) % colours.length],
      trim: colours[(seed + i + 1) % colours.length],
      seed: seed + i,
    }
    const art = garmentArt(look, 'front', `b${i}`)
    const place = fit(art.garment, slot.cx, slot.cy, slot.w, slot.h, 2)
    defs.push(art.defs)
    body.push(
      `<ellipse cx="${slot.cx}" cy="${Math.round(place.bottom + 14)}" rx="${Math.round(slot.w * 0.38)}" ry="${Math.round(slot.h * 0.025)}" fill="#000" fill-opacity=".08"/><g transform="${place.transform}">${art.body}</g>`,
    )
  })
  return { defs, body: body.join('') }
}

/**
 * A home banner: a calm ground, a coloured block and two or three garments on one side,
 * the other side (left, or the top in portrait) left quiet for the headline the page sets over it.
 */
export function bannerSvg(ratio: BannerRatio, kinds: GarmentKind[], seed: number): string {
  const [w, h] = bannerRatios[ratio]
  const mood = moods[seed % moods.length]
  const r = prng(seed)
  const portrait = h > w
  const count = Math.min(kinds.length, portrait ? 2 : 3)
  const area = portrait ? { x: 0, y: h * 0.38, w, h: h * 0.62 } : { x: w * 0.46, y: 0, w: w * 0.54, h }
  const slotW = area.w / count
  const slots = Array.from({ length: count }, (_, i) => ({
    cx: area.x + slotW * (i + 0.5),
    cy: area.y + area.h * 0.52,
    w: slotW * 0.82,
    h: area.h * 0.74,
  }))
  const art = lineUp(kinds, seed, slots, mood.garments)
  const blockR = Math.round(Math.min(area.w, area.h) * (0.42 + r.next() * 0.1))
  const block = r.chance(0.5)
    ? `<circle cx="${Math.round(area.x + area.w / 2)}" cy="${Math.round(area.y + area.h / 2)}" r="${blockR}" fill="${mood.block}" fill-opacity=".55"/>`
    : `<path d="M${Math.round(area.x + area.w / 2 - blockR)},${area.y + area.h}V${Math.round(area.y + area.h / 2)}a${blockR},${blockR} 0 0 1 ${2 * blockR},0V${area.y + area.h}Z" fill="${mood.block}" fill-opacity=".55"/>`
  const quiet = portrait
    ? `<rect width="${w}" height="${Math.round(h * 0.38)}" fill="${shade(mood.ground, 0.35)}"/>`
    : `<rect width="${Math.round(w * 0.46)}" height="${h}" fill="${shade(mood.ground, 0.35)}"/>`
  const rule = portrait
    ? `<rect x="${Math.round(w * 0.1)}" y="${Math.round(h * 0.3)}" width="80" height="3" fill="${mix(mood.block, '#000000', 0.3)}"/>`
    : `<rect x="${Math.round(w * 0.06)}" y="${Math.round(h * 0.7)}" width="96" height="3" fill="${mix(mood.block, '#000000', 0.3)}"/>`
  return svg(w, h, art.defs, `<rect width="${w}" height="${h}" fill="${mood.ground}"/>${quiet}${block}${rule}${art.body}`)
}

/** A promo video's poster, 1600 x 900: garments under a spotlight on a dark runway. */
export function posterSvg(kinds: GarmentKind[], seed: number): string {
  const [w, h] = [1600, 900]
  const colours = ['#f4f1ea', '#b5532c', '#c19a6b', '#8fb8de', '#e8b4b0', '#d4a42c']
  const slots = kinds
    .slice(0, 3)
    .map((_, i, all) => ({ cx: w * ((i + 1) / (all.length + 1)), cy: h * 0.5, w: (w / (all.length + 1)) * 0.8, h: h * 0.7 }))
  const art = lineUp(kinds, seed, slots, colours)
  const defs = [
    `<radialGradient id="spot" cx="50%" cy="30%" r="70%"><stop offset="0" stop-color="#4a443e"/><stop offset="1" stop-color="#141210"/></radialGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2622"/><stop offset="1" stop-color="#0d0c0b"/></linearGradient>`,
    ...art.defs,
  ]
  return svg(
    w,
    h,
    defs,
    `<rect width="${w}" height="${h}" fill="url(#spot)"/><rect y="${h * 0.84}" width="${w}" height="${h * 0.16}" fill="url(#floor)"/>${art.body}`,
  )
}
