import { imaging } from '../../lib/imaging'
import { glyphs } from './glyphs'

/** Drawn at twice the 120 x 40 the storefront shows, for sharp screens. */
const scale = 2
const width = 120 * scale
const height = 40 * scale
const paper: [number, number, number] = [0xf4, 0xf1, 0xea]
const inks = ['#1f3a93', '#7a1f5c', '#1e5631', '#8a3b12', '#3d2c8d', '#0b4f6c']

type Point = [number, number]

const between = (low: number, high: number) => low + Math.random() * (high - low)
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]
const fixed = (n: number) => (n * scale).toFixed(1)

/** A glyph's strokes placed in the picture: jittered, scaled, sheared and rotated about (cx, cy). */
function place(strokes: Point[][], at: { cx: number; cy: number; size: number }): Point[][] {
  const angle = (between(-22, 22) * Math.PI) / 180
  const shear = between(-0.3, 0.3)
  return strokes.map((stroke) =>
    stroke.map(([x, y]) => {
      const gx = (x - 5 + between(-0.6, 0.6)) * at.size
      const gy = (y - 8 + between(-0.6, 0.6)) * at.size
      const sx = gx + shear * gy
      return [at.cx + sx * Math.cos(angle) - gy * Math.sin(angle), at.cy + sx * Math.sin(angle) + gy * Math.cos(angle)]
    }),
  )
}

/**
 * Every stroke, letter or not, is drawn the same way (ink, width, round caps and joins), so
 * nothing but the shapes tells letters from clutter.
 */
const strokePath = (stroke: Point[]) => {
  const d = `M${stroke.map(([x, y]) => `${fixed(x)} ${fixed(y)}`).join('L')}`
  const pen = `stroke="${pick(inks)}" stroke-width="${fixed(between(2, 2.8))}" stroke-linecap="round" stroke-linejoin="round"`
  return `<path d="${d}" ${pen} fill="none"/>`
}

/** A wandering line across the picture (or most of it), through the letters. */
function crossingStroke(): Point[] {
  const points: Point[] = []
  let y = between(8, 32)
  for (let x = between(-4, 30); x < between(90, 124); x += between(12, 22)) {
    points.push([x, y])
    y = Math.min(36, Math.max(4, y + between(-8, 8)))
  }
  return points
}

/** A short dash anywhere: too short to read as a letter, the same pen as one. */
function dash(): Point[] {
  const [x, y] = [between(2, 118), between(3, 37)]
  const length = between(3, 6)
  const angle = between(0, Math.PI)
  return [
    [x, y],
    [x + length * Math.cos(angle), y + length * Math.sin(angle)],
  ]
}

function drawing(code: string): string {
  const letters = [...code].flatMap((char, slot) =>
    place(glyphs[char], { cx: 17 + slot * 27 + between(-2, 2), cy: 20 + between(-3, 3), size: between(1.3, 1.6) }),
  )
  const clutter = [crossingStroke(), crossingStroke(), ...Array.from({ length: 4 }, dash)]
  // Letters and clutter interleaved in a random order: drawing order says nothing either.
  const strokes = [...letters, ...clutter].map((stroke) => ({ stroke, order: Math.random() })).sort((a, b) => a.order - b.order)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="rgb(${paper.join(',')})"/>`,
    ...strokes.map(({ stroke }) => strokePath(stroke)),
    '</svg>',
  ].join('')
}

/**
 * A wave displacement whose phase and strength change from letter to letter: each letter slot
 * gets its own, blended smoothly between slot centres so that strokes do not tear.
 */
function waveField() {
  const slot = () => ({ phaseX: between(0, 2 * Math.PI), phaseY: between(0, 2 * Math.PI), amp: between(0.8, 1.5) * scale })
  const slots = Array.from({ length: 6 }, slot)
  const period = { x: between(30, 45) * scale, y: between(26, 38) * scale }
  return (x: number, y: number): Point => {
    const t = Math.min(slots.length - 1.001, Math.max(0, (x / width) * (slots.length - 1)))
    const i = Math.floor(t)
    const f = t - i
    const w = f * f * (3 - 2 * f)
    const a = slots[i]
    const b = slots[i + 1]
    const phaseX = a.phaseX + (b.phaseX - a.phaseX) * w
    const phaseY = a.phaseY + (b.phaseY - a.phaseY) * w
    const amp = a.amp + (b.amp - a.amp) * w
    return [x + amp * Math.sin((2 * Math.PI * y) / period.y + phaseX), y + amp * Math.sin((2 * Math.PI * x) / period.x + phaseY)]
  }
}

/** Resamples the RGB picture through the wave (bilinear), then scatters ink specks over it. */
function warp(source: Buffer): Buffer {
  const out = Buffer.alloc(width * height * 3)
  const field = waveField()
  const at = (x: number, y: number, channel: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? paper[channel] : source[(y * width + x) * 3 + channel]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = field(x, y)
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      const fx = sx - x0
      const fy = sy - y0
      for (let channel = 0; channel < 3; channel++) {
        const top = at(x0, y0, channel) * (1 - fx) + at(x0 + 1, y0, channel) * fx
        const bottom = at(x0, y0 + 1, channel) * (1 - fx) + at(x0 + 1, y0 + 1, channel) * fx
        out[(y * width + x) * 3 + channel] = top * (1 - fy) + bottom * fy
      }
    }
  }
  for (let speck = 0; speck < 120; speck++) {
    const ink = pick(inks)
    const offset = (Math.floor(between(0, height)) * width + Math.floor(between(0, width))) * 3
    for (let channel = 0; channel < 3; channel++) out[offset + channel] = Number.parseInt(ink.slice(1 + channel * 2, 3 + channel * 2), 16)
  }
  return out
}

/** The picture of a code as a PNG: warped strokes of letters among strokes of the same kind, no markup. */
export async function captchaPng(code: string): Promise<Buffer> {
  const sharp = await imaging()
  const raster = await sharp(Buffer.from(drawing(code)))
    .removeAlpha()
    .raw()
    .toBuffer()
  return sharp(warp(raster), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer()
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`
