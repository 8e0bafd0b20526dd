import { useId, useLayoutEffect, useState, type RefObject } from 'react'
import { useChart } from './chartContext'

interface Arrow {
  key: string
  /** The transition it belongs to (`data-transition` of the row). */
  transition: string
  sourceActive: boolean
  d: string
}

type Side = { x: number; y: number; nx: number; ny: number }

function sides(r: DOMRect, origin: DOMRect): Side[] {
  const x = r.left - origin.left
  const y = r.top - origin.top
  return [
    { x: x + r.width, y: y + r.height / 2, nx: 1, ny: 0 },
    { x, y: y + r.height / 2, nx: -1, ny: 0 },
    { x: x + r.width / 2, y: y + r.height, nx: 0, ny: 1 },
    { x: x + r.width / 2, y, nx: 0, ny: -1 },
  ]
}

/** A curve between the closest sides of two boxes, leaving and entering them square. */
function curve(from: DOMRect, to: DOMRect, origin: DOMRect): string {
  const pairs = sides(from, origin).flatMap((a) => sides(to, origin).map((b) => ({ a, b, d: Math.hypot(a.x - b.x, a.y - b.y) })))
  const { a, b, d } = pairs.reduce((best, p) => (p.d < best.d ? p : best))
  const bend = Math.min(80, Math.max(24, d / 2))
  const c1 = `${a.x + a.nx * bend} ${a.y + a.ny * bend}`
  const c2 = `${b.x + b.nx * bend} ${b.y + b.ny * bend}`
  return `M${a.x} ${a.y} C${c1} ${c2} ${b.x} ${b.y}`
}

/** Every target chip with a box to point at, measured against the chart's container. */
function measure(container: HTMLElement): Arrow[] {
  const origin = container.getBoundingClientRect()
  const boxes = new Map([...container.querySelectorAll<HTMLElement>('[data-state-id]')].map((box) => [box.dataset.stateId, box]))
  const arrows: Arrow[] = []
  container.querySelectorAll<HTMLElement>('[data-arrow-to]').forEach((chip, i) => {
    const target = boxes.get(chip.dataset.arrowTo)
    const row = chip.closest<HTMLElement>('[data-transition]')
    // No arrow into a box that holds the chip: it would only cross the box's own border.
    if (!target || !row || target.contains(chip)) return
    const from = chip.getBoundingClientRect()
    const to = target.getBoundingClientRect()
    if (from.width === 0 || to.width === 0) return
    const source = row.closest<HTMLElement>('[data-state-id]')
    arrows.push({ key: `${i}`, transition: row.dataset.transition!, sourceActive: source?.dataset.active === 'true', d: curve(from, to, origin) })
  })
  return arrows
}

const sameArrows = (a: Arrow[], b: Arrow[]) => a.length === b.length && a.every((arrow, i) => arrow.d === b[i].d && arrow.sourceActive === b[i].sourceActive)

/** SVG arrows from each transition's target chip to the state it leads to; the hovered one stands out. */
export function Arrows({ container }: { container: RefObject<HTMLElement | null> }) {
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
    const observer = new ResizeObserver(() => setArrows((current) => {
      const next = measure(element)
      return sameArrows(current, next) ? current : next
    }))
    observer.observe(element)
    return () => observer.disconnect()
  }, [container])

  const ordered = [...arrows].sort((a, b) => Number(a.transition === hover?.key) - Number(b.transition === hover?.key))
  return (
    <svg aria-hidden style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' }}>
      <defs>
        {(['idle', 'live', 'hover'] as const).map((tone) => (
          <marker key={tone} id={`${head}-${tone}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 10 5 0 10z" fill={tones[tone].stroke} />
          </marker>
        ))}
      </defs>
      {ordered.map((arrow) => {
        const tone = arrow.transition === hover?.key ? 'hover' : arrow.sourceActive ? 'live' : 'idle'
        return <path key={arrow.key} d={arrow.d} fill="none" stroke={tones[tone].stroke} strokeWidth={tones[tone].width} opacity={tones[tone].opacity} markerEnd={`url(#${head}-${tone})`} />
      })}
    </svg>
  )
}

const tones = {
  idle: { stroke: '#8a847a', width: 1.2, opacity: 0.45 },
  live: { stroke: '#2f855a', width: 1.6, opacity: 0.8 },
  hover: { stroke: '#dd6b20', width: 2.4, opacity: 1 },
}
