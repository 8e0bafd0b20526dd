import { escapeXml, lightness, mix, shade } from './colour'
import { hashText, prng } from './random'

const inks = ['#1d1b19', '#1f3a34', '#2b2d42', '#5a3e2b', '#6d1f2e', '#3d5a80', '#4a4e3a', '#7a4b63', '#b5532c', '#365a4f']
const papers = ['#faf7f2', '#f3efe6', '#eef1ee', '#f5eeee', '#eef0f5', '#f6f1e4']
const serif = "Didot, 'Bodoni 72', 'Playfair Display', Georgia, serif"
const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif"

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`

/** Up to two initials: "Atelier Nord" -> "AN". */
export function initials(name: string): string {
  const words = name.split(/[\s\-&.]+/).filter((w) => /\p{L}/u.test(w))
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : words).map((w) => [...w][0])
  return letters.join('').toUpperCase() || '?'
}

/** A shop's logo: its initials on a coloured disc with a fine ring, 240 x 240. */
export function shopLogoSvg(name: string): string {
  const r = prng(hashText(name))
  const ink = r.pick(inks)
  const paper = r.pick(papers)
  const text = escapeXml(initials(name))
  const font = r.chance(0.6) ? serif : sans
  return svg(
    240,
    240,
    `<rect width="240" height="240" fill="${paper}"/><circle cx="120" cy="120" r="104" fill="${ink}"/><circle cx="120" cy="120" r="92" fill="none" stroke="${mix(ink, paper, 0.55)}" stroke-width="1.5"/><text x="120" y="${font === serif ? 140 : 138}" text-anchor="middle" font-family="${escapeXml(font)}" font-size="${text.length > 1 ? 64 : 84}" letter-spacing="4" fill="${paper}">${text}</text>`,
  )
}

/** A brand's wordmark: its name spaced in capitals with a small rule, 480 x 160. */
export function brandLogoSvg(name: string): string {
  const r = prng(hashText(name))
  const ink = r.pick(inks)
  const upper = [...name.toUpperCase()]
  const size = Math.min(48, Math.floor(760 / Math.max(upper.length, 1)))
  const font = r.chance(0.5) ? serif : sans
  const rule = r.chance(0.5)
    ? `<rect x="220" y="112" width="40" height="2" fill="${ink}"/>`
    : `<circle cx="240" cy="116" r="3" fill="${ink}"/>`
  return svg(
    480,
    160,
    `<rect width="480" height="160" fill="#ffffff"/><text x="240" y="${84 + size / 3}" text-anchor="middle" font-family="${escapeXml(font)}" font-size="${size}" letter-spacing="${Math.round(size / 5)}" fill="${ink}" textLength="${Math.min(440, upper.length * size * 0.8)}" lengthAdjust="spacingAndGlyphs">${escapeXml(upper.join(''))}</text>${rule}`,
  )
}

const skins = ['#f1d3bc', '#e3b595', '#c98e66', '#a8704a', '#7c4f32', '#5b3a26']
const hairs = ['#1d1b19', '#3b2a20', '#6b4a2f', '#a87d4f', '#d8c08c', '#8c8c8c', '#7a2e22']

/** A designer's portrait: a flat, abstract bust (head, hair, shoulders) on a tinted ground, 320 x 320. */
export function designerAvatarSvg(name: string): string {
  const r = prng(hashText(name))
  const ground = r.pick(papers.map((p, i) => mix(p, inks[i], 0.12)))
  const skin = r.pick(skins)
  const hair = r.pick(hairs)
  const top = r.pick(inks)
  const styles = [
    `<path d="M112,150Q108,78 160,72Q214,78 208,150Q204,118 160,110Q118,118 112,150Z" fill="${hair}"/>`,
    `<path d="M104,236Q92,90 160,70Q228,90 216,236L196,236Q204,130 160,116Q118,130 124,236Z" fill="${hair}"/>`,
    `<circle cx="160" cy="64" r="24" fill="${hair}"/><path d="M114,146Q112,84 160,80Q208,84 206,146Q198,112 160,106Q122,112 114,146Z" fill="${hair}"/>`,
    `<path d="M108,190Q96,84 160,74Q224,84 212,190L200,190Q204,124 160,112Q116,124 120,190Z" fill="${hair}"/>`,
  ]
  const glasses = r.chance(0.3)
    ? `<g fill="none" stroke="${shade(top, -0.2)}" stroke-width="3"><circle cx="141" cy="150" r="13"/><circle cx="179" cy="150" r="13"/><path d="M154,150H166"/></g>`
    : ''
  const neckline = lightness(top) > 0.5 ? shade(top, -0.2) : shade(top, 0.2)
  return svg(
    320,
    320,
    [
      `<rect width="320" height="320" fill="${ground}"/>`,
      `<path d="M60,320Q64,232 160,224Q256,232 260,320Z" fill="${top}"/><path d="M138,226L160,262L182,226Z" fill="${neckline}"/>`,
      `<rect x="144" y="184" width="32" height="44" rx="12" fill="${shade(skin, -0.08)}"/>`,
      `<ellipse cx="160" cy="146" rx="48" ry="58" fill="${skin}"/>`,
      r.pick(styles),
      glasses,
    ].join(''),
  )
}
