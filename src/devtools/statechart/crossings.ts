export interface Point {
  x: number
  y: number
}

/** A cubic Bézier curve as the arrows draw it (SVG `M start C c1 c2 end`). */
export interface Cubic {
  start: Point
  c1: Point
  c2: Point
  end: Point
}

/** The curve as a polyline of `steps` segments, for counting where it crosses others. */
export function cubicPoints({ start, c1, c2, end }: Cubic, steps = 16): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps
    const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3]
    return { x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y }
  })
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
const EPSILON = 1e-9

/** Whether two segments cross at one point inside both; touching ends and overlapping lines do not count. */
export function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = cross(q1, q2, p1)
  const d2 = cross(q1, q2, p2)
  const d3 = cross(p1, p2, q1)
  const d4 = cross(p1, p2, q2)
  const apart = (a: number, b: number) => (a > EPSILON && b < -EPSILON) || (a < -EPSILON && b > EPSILON)
  return apart(d1, d2) && apart(d3, d4)
}

const segments = (path: Point[]) => path.slice(1).map((end, i) => [path[i], end] as const)

/** How many times the laid-out arrows (polylines) cross one another; an arrow never counts against itself. */
export function countCrossings(paths: Point[][]): number {
  const all = paths.map(segments)
  let count = 0
  all.forEach((mine, i) => {
    for (const theirs of all.slice(i + 1)) {
      for (const [a, b] of mine) for (const [c, d] of theirs) if (segmentsCross(a, b, c, d)) count++
    }
  })
  return count
}
