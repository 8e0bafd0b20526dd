import { lightness, mix, shade } from './colour'
import { type Garment, type GarmentKind, garments, type LineStyle, type Tone } from './garments'

export const fabricPatterns = ['solid', 'stripe', 'check', 'dot', 'rib', 'twill'] as const
export type FabricPattern = (typeof fabricPatterns)[number]
export const productViews = ['front', 'back', 'detail', 'flat'] as const
export type ProductView = (typeof productViews)[number]

/** Everything a product picture depends on; it travels in the picture's URL. */
export interface Look {
  kind: GarmentKind
  pattern: FabricPattern
  /** The product colour and its second colour (stripes, trims), as #rrggbb. */
  main: string
  trim: string
  seed: number
}

export const size = { width: 600, height: 800 } as const
const studioTones = ['#efeae3', '#e9ece8', '#ece8ef', '#f1e9e4', '#e6e9ee', '#eeebe2']
const verticalStripes: GarmentKind[] = ['shirt', 'trousers', 'suit', 'skirt', 'shorts']

function toneColours(look: Look): Record<Tone, string> {
  const light = lightness(look.main) > 0.55
  return {
    main: look.main,
    deep: shade(look.main, -0.22),
    lining: shade(look.main, -0.45),
    trim: look.trim,
    button: shade(look.main, light ? -0.4 : 0.45),
    light: '#f4f0e8',
    metal: '#b39659',
    sole: '#efe9dc',
    rubber: '#2d2926',
  }
}

function lineAttrs(style: LineStyle, look: Look): string {
  const light = lightness(look.main) > 0.55
  switch (style) {
    case 'seam':
      return `stroke="${shade(look.main, -0.38)}" stroke-width="1.6" stroke-opacity=".65"`
    case 'stitch':
      return `stroke="${look.kind === 'jeans' ? '#d39a43' : shade(look.main, light ? -0.42 : 0.42)}" stroke-width="1.4" stroke-dasharray="5 4" stroke-opacity=".85"`
    case 'fold':
      return 'stroke="#000" stroke-width="7" stroke-opacity=".08" stroke-linecap="round"'
    case 'rib':
      return `stroke="${shade(look.main, -0.3)}" stroke-width="1.3" stroke-opacity=".55"`
    case 'cord':
      return `stroke="${look.trim}" stroke-width="4" stroke-linecap="round"`
    case 'lace':
      return 'stroke="#f6f2ea" stroke-width="5" stroke-linecap="round"'
  }
}

/** The fabric drawn over the product colour: stripes, checks, dots, knit rib, denim twill or a fine weave. */
function fabric(look: Look, id: string): string {
  const deep = shade(look.main, -0.3)
  const turn = verticalStripes.includes(look.kind) ? ' patternTransform="rotate(90)"' : ''
  const tile = (w: number, body: string, extra = '') =>
    `<pattern id="${id}" width="${w}" height="${w}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`
  switch (look.pattern) {
    case 'stripe':
      return tile(36, `<rect width="36" height="12" fill="${look.trim}"/>`, turn)
    case 'check':
      return tile(
        48,
        `<rect width="48" height="16" fill="${look.trim}" fill-opacity=".45"/><rect width="16" height="48" fill="${look.trim}" fill-opacity=".45"/><path d="M0,32H48M32,0V48" stroke="${look.trim}" stroke-opacity=".6"/>`,
      )
    case 'dot':
      return tile(28, `<circle cx="7" cy="7" r="3.5" fill="${look.trim}"/><circle cx="21" cy="21" r="3.5" fill="${look.trim}"/>`)
    case 'rib':
      return tile(10, `<path d="M5,0V10" stroke="${deep}" stroke-width="2.2" stroke-opacity=".35"/>`)
    case 'twill':
      return tile(6, `<path d="M0,6L6,0" stroke="#fff" stroke-width="1.4" stroke-opacity=".16"/>`)
    case 'solid':
      return tile(8, `<path d="M0,8L8,0" stroke="${deep}" stroke-opacity=".08"/>`)
  }
}

/**
 * One garment's definitions and drawing (in its own coordinates), with ids prefixed so
 * several can share a picture. Front-only details are left out when seen from the back.
 */
export function garmentArt(look: Look, side: 'front' | 'back', prefix: string) {
  const g = garments[look.kind]
  const [x0, y0, x1, y1] = g.box
  const colours = toneColours(look)
  const defs = [
    fabric(look, `${prefix}f`),
    `<linearGradient id="${prefix}h" gradientUnits="userSpaceOnUse" x1="${x0}" y1="0" x2="${x1}" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`,
    `<linearGradient id="${prefix}v" gradientUnits="userSpaceOnUse" x1="0" y1="${y0}" x2="0" y2="${y1}"><stop offset="0" stop-color="#fff" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`,
  ].join('')
  const seen = <T extends { only?: 'front' | 'back' }>(items: T[]) => items.filter((i) => !i.only || i.only === side)
  const parts = seen(g.parts).map(({ d, tone }) => {
    const fill = colours[tone]
    const base = `<path d="${d}" fill="${fill}" stroke="${shade(fill, -0.28)}" stroke-width="1.6" stroke-linejoin="round"/>`
    if (tone !== 'main') return base
    return `${base}<path d="${d}" fill="url(#${prefix}f)"/><path d="${d}" fill="url(#${prefix}h)"/><path d="${d}" fill="url(#${prefix}v)"/>`
  })
  const lines = seen(g.lines).map(({ d, style }) => `<path d="${d}" fill="none" ${lineAttrs(style, look)}/>`)
  const turned = side === 'back' && g.turns
  const body = `<g${turned ? ' transform="translate(600 0) scale(-1 1)"' : ''}>${parts.join('')}${lines.join('')}</g>`
  return { defs, body, garment: g }
}

/** Scale and offset that centre a garment's box in a w x h frame with some air. */
export function fit(g: Garment, cx: number, cy: number, w: number, h: number, maxScale = 1.3) {
  const [x0, y0, x1, y1] = g.box
  const scale = Math.min(maxScale, w / (x1 - x0), h / (y1 - y0))
  const tx = cx - ((x0 + x1) / 2) * scale
  const ty = cy - ((y0 + y1) / 2) * scale
  return { scale, transform: `translate(${round(tx)} ${round(ty)}) scale(${round(scale)})`, bottom: cy + ((y1 - y0) / 2) * scale }
}

const round = (n: number) => Math.round(n * 1000) / 1000

function studio(look: Look): string {
  const tone = studioTones[look.seed % studioTones.length]
  return lightness(look.main) > 0.8 ? shade(tone, -0.1) : tone
}

/** A product picture: 600 x 800 (3:4), the garment in its colours on a soft studio background. */
export function productSvg(look: Look, view: ProductView): string {
  const bg = studio(look)
  const defs: string[] = [
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${shade(bg, 0.45)}"/><stop offset="1" stop-color="${bg}"/></radialGradient>`,
  ]
  const side = view === 'back' ? 'back' : 'front'
  const art = garmentArt(look, side, 'g')
  defs.push(art.defs)
  let scene: string
  if (view === 'detail') {
    const [fx, fy] = art.garment.focus
    scene = `<rect width="600" height="800" fill="url(#bg)"/><g transform="translate(300 400) scale(2.6) translate(${-fx} ${-fy})">${art.body}</g>`
  } else if (view === 'flat') {
    const place = fit(art.garment, 300, 400, 440, 600, 1.15)
    const surface = shade(bg, 0.3)
    defs.push(
      `<pattern id="linen" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0,4.5H9M4.5,0V9" stroke="${shade(bg, -0.1)}" stroke-opacity=".25"/></pattern>`,
    )
    const shadow = art.garment.parts.map((p) => p.d).join('')
    scene = [
      `<rect width="600" height="800" fill="${surface}"/><rect width="600" height="800" fill="url(#linen)"/>`,
      `<g transform="rotate(-5 300 400)"><g transform="${place.transform}"><path d="${shadow}" fill="#000" fill-opacity=".1" transform="translate(9 11)"/>${art.body}</g></g>`,
      `<g transform="rotate(12 505 690)"><rect x="470" y="660" width="70" height="44" rx="4" fill="${mix(look.trim, '#ffffff', 0.55)}"/><circle cx="482" cy="682" r="4" fill="${surface}"/><path d="M478,682Q440,690 420,720" stroke="${shade(bg, -0.35)}" fill="none"/></g>`,
    ].join('')
  } else {
    const place = fit(art.garment, 300, 395, 480, 620)
    const floor = Math.min(place.bottom + 16, 780)
    scene = `<rect width="600" height="800" fill="url(#bg)"/><ellipse cx="300" cy="${round(floor)}" rx="190" ry="16" fill="#000" fill-opacity=".08"/><g transform="${place.transform}">${art.body}</g>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800"><defs>${defs.join('')}</defs>${scene}</svg>`
}
