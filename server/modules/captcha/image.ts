import { glyphs } from './glyphs'

const width = 120
const height = 40

const between = (low: number, high: number) => low + Math.random() * (high - low)
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]
const inks = ['#1f3a93', '#7a1f5c', '#1e5631', '#8a3b12', '#3d2c8d', '#0b4f6c']
const fixed = (n: number) => n.toFixed(1)

/** One character as SVG path data: jittered stroke points, scaled, rotated and skewed into its slot. */
function glyphPath(char: string, slot: number): string {
  const scale = between(1.3, 1.6)
  const angle = (between(-22, 22) * Math.PI) / 180
  const skew = between(-0.25, 0.25)
  const cx = 17 + slot * 27 + between(-2, 2)
  const cy = height / 2 + between(-3, 3)
  const place = ([x, y]: [number, number]) => {
    const gx = (x - 5 + between(-0.6, 0.6)) * scale
    const gy = (y - 8 + between(-0.6, 0.6)) * scale
    const sx = gx + skew * gy
    return `${fixed(cx + sx * Math.cos(angle) - gy * Math.sin(angle))} ${fixed(cy + sx * Math.sin(angle) + gy * Math.cos(angle))}`
  }
  return glyphs[char].map((stroke) => `M${stroke.map(place).join('L')}`).join('')
}

function noiseCurve(): string {
  const point = () => `${fixed(between(0, width))} ${fixed(between(0, height))}`
  return `<path d="M${fixed(between(-5, 10))} ${fixed(between(0, height))}C${point()} ${point()} ${fixed(between(110, 125))} ${fixed(between(0, height))}" stroke="${pick(inks)}" stroke-width="${fixed(between(0.8, 1.4))}" fill="none" opacity="0.6"/>`
}

function noiseDot(): string {
  return `<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, height))}" r="${fixed(between(0.6, 1.4))}" fill="${pick(inks)}" opacity="0.7"/>`
}

/** The picture of a code as an SVG document: distorted glyph strokes over curves and dots, no text. */
export function captchaSvg(code: string): string {
  const letters = [...code].map(
    (char, slot) =>
      `<path d="${glyphPath(char, slot)}" stroke="${pick(inks)}" stroke-width="${fixed(between(2, 2.8))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  )
  const noise = [...Array.from({ length: 4 }, noiseCurve), ...Array.from({ length: 30 }, noiseDot)]
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#f4f1ea"/>`,
    ...noise.slice(0, 2),
    ...letters,
    ...noise.slice(2),
    '</svg>',
  ].join('')
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
