/** Path helpers for drawings on a 600-wide canvas, symmetric about x = 300. */
export type Pt = readonly [number, number]
/** A line to [x, y] or a quadratic curve through [cx, cy] to [x, y]. */
export type Seg = readonly [number, number] | readonly [number, number, number, number]

const mid = 300
const m = (x: number) => 2 * mid - x
const endOf = (s: Seg): Pt => (s.length === 2 ? s : [s[2], s[3]])
const draw = (s: Seg) => (s.length === 2 ? `L${s[0]},${s[1]}` : `Q${s[0]},${s[1]} ${s[2]},${s[3]}`)

/** An open path through the segments. */
export const line = (start: Pt, segs: readonly Seg[]) => `M${start[0]},${start[1]}${segs.map(draw).join('')}`

/** The mirror image (about x = 300) of an open path. */
function mirrored(start: Pt, segs: readonly Seg[]) {
  return line(
    [m(start[0]), start[1]],
    segs.map((s) => (s.length === 2 ? [m(s[0]), s[1]] : [m(s[0]), s[1], m(s[2]), s[3]]) as Seg),
  )
}

/** An open path and its mirror image: seams, pockets, creases on both sides. */
export const pair = (start: Pt, segs: readonly Seg[]) => `${line(start, segs)}${mirrored(start, segs)}`

/** A closed outline: the right half from `start`, then the same half mirrored back to the start. */
export function symmetric(start: Pt, segs: readonly Seg[]): string {
  const ends = [start, ...segs.map(endOf)]
  const back = segs
    .map((s, i) => {
      const to = ends[i]
      return draw(s.length === 2 ? [m(to[0]), to[1]] : [m(s[0]), s[1], m(to[0]), to[1]])
    })
    .reverse()
  return `${line(start, segs)}${back.join('')}Z`
}

/** A closed polygon and its mirror image: lapels, collar points, pocket flaps. */
export function twin(points: readonly Pt[]): string {
  const poly = (pts: readonly Pt[]) => `M${pts.map(([x, y]) => `${x},${y}`).join('L')}Z`
  return `${poly(points)}${poly(points.map(([x, y]) => [m(x), y] as Pt))}`
}

export const circle = (cx: number, cy: number, r: number) => `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`

export const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx},${cy}a${rx},${ry} 0 1,0 ${2 * rx},0a${rx},${ry} 0 1,0 ${-2 * rx},0Z`

export const rect = (x: number, y: number, w: number, h: number) => `M${x},${y}h${w}v${h}h${-w}Z`
