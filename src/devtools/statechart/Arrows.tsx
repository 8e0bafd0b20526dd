import { useId, useLayoutEffect, useState, type RefObject } from 'react'
import { useChart } from './chartContext'
import type { ArrowMode } from './Statechart'

interface Arrow {
  key: string
  /** The transition it belongs to (`data-transition` of the row). */
  transition: string
  sourceActive: boolean
  d: string
}

type Box = { l: number; t: number; r: number; b: number }
type Side = { x: number; y: number; nx: number; ny: number }

function boxOf(element: Element, origin: DOMRect): Box {
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
function bezier(a: Side, b: Side): string {
  const bend = Math.min(80, Math.max(24, Math.hypot(a.x - b.x, a.y - b.y) / 2))
  return `M${a.x} ${a.y} C${a.x + a.nx * bend} ${a.y + a.ny * bend} ${b.x + b.nx * bend} ${b.y + b.ny * bend} ${b.x} ${b.y}`
}

/** Between the closest sides of two boxes (from a chip down into a child state). */
function closest(from: Box, to: Box): string {
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
function route(source: Box, chipY: number, target: Box, others: Box[]): string {
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
  return `M${sx} ${source.b} C${sx} ${under} ${tx} ${under} ${tx} ${target.b}`
}

/** Every target chip with a box to point at, measured against the chart's container. */
function measure(container: HTMLElement): Arrow[] {
  const origin = container.getBoundingClientRect()
  const boxes = [...container.querySelectorAll<HTMLElement>('[data-state-id]')]
  const byId = new Map(boxes.map((box) => [box.dataset.stateId, box]))
  const arrows: Arrow[] = []
  container.querySelectorAll<HTMLElement>('[data-arrow-to]').forEach((chip, i) => {
    const target = byId.get(chip.dataset.arrowTo)
    const row = chip.closest<HTMLElement>('[data-transition]')
    const source = row?.closest<HTMLElement>('[data-state-id]')
    // No arrow into a box that holds the chip: it would only cross the box's own border.
    if (!target || !row || !source || target.contains(chip)) return
    const chipBox = boxOf(chip, origin)
    if (chipBox.r === chipBox.l) return
    const related = (box: HTMLElement) => box.contains(source) || box.contains(target) || source.contains(box) || target.contains(box)
    const others = boxes.filter((box) => !related(box)).map((box) => boxOf(box, origin))
    const d = source.contains(target)
      ? closest(chipBox, boxOf(target, origin))
      : route(boxOf(source, origin), (chipBox.t + chipBox.b) / 2, boxOf(target, origin), others)
    arrows.push({ key: `${i}`, transition: row.dataset.transition!, sourceActive: source.dataset.active === 'true', d })
  })
  return arrows
}

const sameArrows = (a: Arrow[], b: Arrow[]) =>
  a.length === b.length && a.every((arrow, i) => arrow.d === b[i].d && arrow.sourceActive === b[i].sourceActive)

/** SVG arrows from each transition's target chip to the state it leads to; the hovered one stands out. */
export function Arrows({ container, mode }: { container: RefObject<HTMLElement | null>; mode: ArrowMode }) {
  const { hover } = useChart()
  const head = `statechart-${useId().replace(/[^\w-]/g, '')}-head`
  const [arrows, setArrows] = useState<Arrow[]>([])

  // Measured after every render: a highlight, a badge or a payload editor moves boxes around.
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    const next = measure(element)
    setArrows((current) => (sameArrows(current, next) ? current : next))
  })
  useLayoutEffect(() => {
    const element = container.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      setArrows((current) => {
        const next = measure(element)
        return sameArrows(current, next) ? current : next
      }),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [container])

  const shown = mode === 'all' ? arrows : arrows.filter((a) => a.sourceActive || a.transition === hover?.key)
  const ordered = [...shown].sort((a, b) => Number(a.transition === hover?.key) - Number(b.transition === hover?.key))
  return (
    <svg aria-hidden style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' }}>
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
            key={arrow.key}
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
