import { useId, useLayoutEffect, useMemo, useState, type RefObject } from 'react'
import { useChart } from './chartContext'
import { type Cubic, countCrossings, cubicPoints, type Point } from './crossings'
import type { ArrowMode } from './Statechart'

export interface Arrow {
  /** The target chip's transition and place among the row's chips: `orderStatus.waitPay:CANCEL#0`. */
  id: string
  /** The transition it belongs to (`data-transition` of the row). */
  transition: string
  sourceActive: boolean
  d: string
  /** The line as drawn, for counting crossings. */
  points: Point[]
}

export type Box = { l: number; t: number; r: number; b: number }
type Side = { x: number; y: number; nx: number; ny: number }

export function boxOf(element: Element, origin: { left: number; top: number }): Box {
  const r = element.getBoundingClientRect()
  return { l: r.left - origin.left, t: r.top - origin.top, r: r.right - origin.left, b: r.bottom - origin.top }
}

const sides = (r: Box): Side[] => [
  { x: r.r, y: (r.t + r.b) / 2, nx: 1, ny: 0 },
  { x: r.l, y: (r.t + r.b) / 2, nx: -1, ny: 0 },
  { x: (r.l + r.r) / 2, y: r.b, nx: 0, ny: 1 },
  { x: (r.l + r.r) / 2, y: r.t, nx: 0, ny: -1 },
]

/** A curve leaving `a` and entering `b` square to their sides. */
function bezier(a: Side, b: Side): Cubic {
  const bend = Math.min(80, Math.max(24, Math.hypot(a.x - b.x, a.y - b.y) / 2))
  return {
    start: a,
    c1: { x: a.x + a.nx * bend, y: a.y + a.ny * bend },
    c2: { x: b.x + b.nx * bend, y: b.y + b.ny * bend },
    end: b,
  }
}

/** Between the closest sides of two boxes (from a chip down into a child state). */
export function closest(from: Box, to: Box): Cubic {
  const pairs = sides(from).flatMap((a) => sides(to).map((b) => ({ a, b, d: Math.hypot(a.x - b.x, a.y - b.y) })))
  const { a, b } = pairs.reduce((best, p) => (p.d < best.d ? p : best))
  return bezier(a, b)
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi))
const overlaps = (a: Box, b: Box) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b

/**
 * From the side of the source state, at the height of the transition's line, to the target state;
 * when other states stand in between, the arrow runs underneath them instead.
 */
function route(source: Box, chipY: number, target: Box, others: Box[]): Cubic {
  const y = clamp(chipY, target.t + 14, target.b - 14)
  const direct = (a: Side, b: Side) => {
    const band = { l: Math.min(a.x, b.x) + 2, r: Math.max(a.x, b.x) - 2, t: Math.min(a.y, b.y) - 2, b: Math.max(a.y, b.y) + 2 }
    return others.some((o) => overlaps(o, band)) ? null : bezier(a, b)
  }
  const straight =
    target.l >= source.r
      ? direct({ x: source.r, y: chipY, nx: 1, ny: 0 }, { x: target.l, y, nx: -1, ny: 0 })
      : target.r <= source.l
        ? direct({ x: source.l, y: chipY, nx: -1, ny: 0 }, { x: target.r, y, nx: 1, ny: 0 })
        : closest(source, target)
  if (straight) return straight
  const sx = (source.l + source.r) / 2 + (target.l > source.l ? 12 : -12)
  const tx = (target.l + target.r) / 2 + (target.l > source.l ? -12 : 12)
  const rows = { t: Math.min(source.t, target.t), b: Math.max(source.b, target.b) }
  const between = others.filter((o) => o.r > Math.min(sx, tx) && o.l < Math.max(sx, tx) && o.t < rows.b && o.b > rows.t)
  const under = Math.max(source.b, target.b, ...between.map((o) => o.b)) + 28
  return { start: { x: sx, y: source.b }, c1: { x: sx, y: under }, c2: { x: tx, y: under }, end: { x: tx, y: target.b } }
}

const curvePath = ({ start, c1, c2, end }: Cubic) => `M${start.x} ${start.y} C${c1.x} ${c1.y} ${c2.x} ${c2.y} ${end.x} ${end.y}`
const linePath = (points: Point[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ')

/** One arrow per target chip whose state stands beside (not around) the chip's state. */
export interface ChipEdge {
  id: string
  chip: HTMLElement
  row: HTMLElement
  source: HTMLElement
  target: HTMLElement
}

/** Every target chip with a box to point at, in the order of the page. */
export function chipEdges(container: HTMLElement): ChipEdge[] {
  const byId = new Map([...container.querySelectorAll<HTMLElement>('[data-state-id]')].map((box) => [box.dataset.stateId, box]))
  return [...container.querySelectorAll<HTMLElement>('[data-arrow-to]')].flatMap((chip) => {
    const target = byId.get(chip.dataset.arrowTo)
    const row = chip.closest<HTMLElement>('[data-transition]')
    const source = row?.closest<HTMLElement>('[data-state-id]')
    // No arrow into a box that holds the chip: it would only cross the box's own border.
    if (!target || !row || !source || target.contains(chip)) return []
    const index = [...row.querySelectorAll('[data-arrow-to]')].indexOf(chip)
    return [{ id: `${row.dataset.transition}#${index}`, chip, row, source, target }]
  })
}

/** Each arrow, measured against the chart's container, or along its route when a layout routed it. */
export function measure(container: HTMLElement, routes: ReadonlyMap<string, Point[]> | null = null): Arrow[] {
  const origin = container.getBoundingClientRect()
  const boxes = [...container.querySelectorAll<HTMLElement>('[data-state-id]')]
  return chipEdges(container).flatMap(({ id, chip, row, source, target }) => {
    const base = { id, transition: row.dataset.transition!, sourceActive: source.dataset.active === 'true' }
    const routed = routes?.get(id)
    if (routed) return [{ ...base, d: linePath(routed), points: routed }]
    const chipBox = boxOf(chip, origin)
    if (chipBox.r === chipBox.l) return []
    const related = (box: HTMLElement) => box.contains(source) || box.contains(target) || source.contains(box) || target.contains(box)
    const others = boxes.filter((box) => !related(box)).map((box) => boxOf(box, origin))
    const curve = source.contains(target)
      ? closest(chipBox, boxOf(target, origin))
      : route(boxOf(source, origin), (chipBox.t + chipBox.b) / 2, boxOf(target, origin), others)
    return [{ ...base, d: curvePath(curve), points: cubicPoints(curve) }]
  })
}

const sameArrows = (a: Arrow[], b: Arrow[]) =>
  a.length === b.length && a.every((arrow, i) => arrow.d === b[i].d && arrow.sourceActive === b[i].sourceActive)

/** SVG arrows from each transition's target chip to the state it leads to; the hovered one stands out. */
export function Arrows({ container, mode }: { container: RefObject<HTMLElement | null>; mode: ArrowMode }) {
  const { hover, layout } = useChart()
  const routes = layout?.routes ?? null
  const head = `statechart-${useId().replace(/[^\w-]/g, '')}-head`
  const [arrows, setArrows] = useState<Arrow[]>([])

  // Measured after every render: a highlight, a badge or a payload editor moves boxes around.
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    const next = measure(element, routes)
    setArrows((current) => (sameArrows(current, next) ? current : next))
  })
  useLayoutEffect(() => {
    const element = container.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      setArrows((current) => {
        const next = measure(element, routes)
        return sameArrows(current, next) ? current : next
      }),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [container, routes])
  const crossings = useMemo(() => countCrossings(arrows.map((a) => a.points)), [arrows])

  const shown = mode === 'all' ? arrows : arrows.filter((a) => a.sourceActive || a.transition === hover?.key)
  const ordered = [...shown].sort((a, b) => Number(a.transition === hover?.key) - Number(b.transition === hover?.key))
  return (
    <svg
      aria-hidden
      data-crossings={crossings}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' }}
    >
      <defs>
        {(['idle', 'live', 'hover'] as const).map((tone) => (
          <marker
            key={tone}
            id={`${head}-${tone}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0 10 5 0 10z" fill={tones[tone].stroke} />
          </marker>
        ))}
      </defs>
      {ordered.map((arrow) => {
        const tone = arrow.transition === hover?.key ? 'hover' : arrow.sourceActive ? 'live' : 'idle'
        return (
          <path
            key={arrow.id}
            d={arrow.d}
            fill="none"
            stroke={tones[tone].stroke}
            strokeWidth={tones[tone].width}
            opacity={tones[tone].opacity}
            markerEnd={`url(#${head}-${tone})`}
          />
        )
      })}
    </svg>
  )
}

const tones = {
  idle: { stroke: '#8a847a', width: 1.2, opacity: 0.45 },
  live: { stroke: '#2f855a', width: 1.6, opacity: 0.8 },
  hover: { stroke: '#dd6b20', width: 2.4, opacity: 1 },
}
