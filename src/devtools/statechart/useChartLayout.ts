import { type RefObject, useEffect, useState } from 'react'
import { measure } from './Arrows'
import type { ChartState } from './chartModel'
import { countCrossings } from './crossings'
import { arrowsWith, type ElkPlacement, elkGraph, readLayout } from './elkLayout'

/** Which layout the chart is drawn with, and the figures it was chosen by. */
export type ChartLayout =
  | { kind: 'hand'; handCrossings: number; elkCrossings: number | null; elkMs: number | null }
  | { kind: 'elk'; handCrossings: number; elkCrossings: number; elkMs: number; placement: ElkPlacement }

/**
 * Lays the drawn chart out again with elk (loaded only now, so only Storybook ever fetches it) and
 * keeps elk's layout when the arrows it would draw cross fewer times than the hand layout's. Null until decided.
 */
export function useChartLayout(container: RefObject<HTMLElement | null>, chart: ChartState): ChartLayout | null {
  const [layout, setLayout] = useState<ChartLayout | null>(null)
  useEffect(() => {
    const element = container.current
    if (!element || !chart) return
    let live = true
    setLayout(null)
    // Sizes are measured once, so in the page's own fonts.
    const fonts = 'fonts' in document ? document.fonts.ready : Promise.resolve()
    fonts.then(() => live && layOut(element, (next) => live && setLayout(next)))
    return () => {
      live = false
    }
  }, [container, chart])
  return layout
}

function layOut(element: HTMLElement, done: (layout: ChartLayout) => void) {
  const input = elkGraph(element)
  const handCrossings = countCrossings(measure(element).map((a) => a.points))
  if (!input) {
    done({ kind: 'hand', handCrossings, elkCrossings: null, elkMs: null })
    return
  }
  import('elkjs/lib/elk.bundled.js')
    .then(async ({ default: ELK }) => {
      const started = performance.now()
      const laidOut = await new ELK().layout(input.graph)
      const elkMs = Math.round(performance.now() - started)
      const placement = readLayout(laidOut)
      const elkCrossings = countCrossings(arrowsWith(laidOut, placement, input.nested))
      done(
        elkCrossings < handCrossings
          ? { kind: 'elk', handCrossings, elkCrossings, elkMs, placement }
          : { kind: 'hand', handCrossings, elkCrossings, elkMs },
      )
    })
    .catch((error: unknown) => {
      console.error('elk could not lay the chart out', error)
      done({ kind: 'hand', handCrossings, elkCrossings: null, elkMs: null })
    })
}
