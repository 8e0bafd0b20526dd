import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { carouselDefaults, carouselMachine } from '../../../machines/home/carousel'

/** Items in view by width: 5 on desktops, 1200 px and up (docs/behaviour.md#layout), fewer on smaller screens. */
const perPageQueries: [string, number][] = [
  ['(min-width: 1200px)', carouselDefaults.perPage],
  ['(min-width: 990px)', 4],
  ['(min-width: 768px)', 3],
]

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
const perPageNow = () => perPageQueries.find(([query]) => matches(query))?.[1] ?? 2

/** Follows the viewport's width class; read synchronously on first render so nothing moves. */
function usePerPage(): number {
  const [perPage, setPerPage] = useState(perPageNow)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const lists = perPageQueries.map(([query]) => window.matchMedia(query))
    const update = () => setPerPage(perPageNow())
    lists.forEach((l) => l.addEventListener('change', update))
    return () => lists.forEach((l) => l.removeEventListener('change', update))
  }, [])
  return perPage
}

export const prefersReducedMotion = () => matches('(prefers-reduced-motion: reduce)')

/** Items in view of a row of fixed-width items: as many whole steps as the row holds. */
export function useFittingCount(step: number, gap: number) {
  const ref = useRef<HTMLDivElement>(null)
  const [count, setCount] = useState(5)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(([entry]) => setCount(Math.max(1, Math.floor((entry.contentRect.width + gap) / step))))
    observer.observe(element)
    return () => observer.disconnect()
  }, [step, gap])
  return { ref, count }
}

const machines = new Map<number, typeof carouselMachine>()
/** The machine with another pause between moves (the brand strip's 2.5 s). */
const withInterval = (interval: number) => {
  if (interval === carouselDefaults.interval) return carouselMachine
  if (!machines.has(interval)) machines.set(interval, carouselMachine.provide({ delays: { interval } }))
  return machines.get(interval)!
}

const canObserve = () => typeof IntersectionObserver === 'function'

/** Tells the carousel whether its element is on screen, in a visible tab; returns the ref to give that element. */
function useViewReports(actor: ActorRefFrom<typeof carouselMachine>) {
  const [element, setElement] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!element || !canObserve()) return
    let intersecting = false
    const report = () => actor.send({ type: intersecting && document.visibilityState === 'visible' ? 'IN_VIEW' : 'OUT_OF_VIEW' })
    const observer = new IntersectionObserver(([entry]) => {
      intersecting = entry.isIntersecting
      report()
    })
    observer.observe(element)
    document.addEventListener('visibilitychange', report)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', report)
    }
  }, [actor, element])
  return setElement
}

/**
 * The carousel machine bound to the viewport: items per page, the shopper's motion preference,
 * and whether the row is on screen (give `viewRef` to its element).
 */
export function useCarousel(count: number, options: { autoplay?: boolean; perPage?: number; interval?: number } = {}) {
  const viewportPerPage = usePerPage()
  const perPage = options.perPage ?? viewportPerPage
  const autoplay = (options.autoplay ?? true) && !prefersReducedMotion()
  const actor = useActorRef(withInterval(options.interval ?? carouselDefaults.interval), {
    input: { count, perPage, autoplay, inView: !canObserve() },
  })
  const viewRef = useViewReports(actor)
  useEffect(() => actor.send({ type: 'SET_PER_PAGE', perPage }), [actor, perPage])
  useEffect(() => actor.send({ type: 'SET_COUNT', count }), [actor, count])
  const index = useSelector(actor, (s) => s.context.index)
  const playing = useSelector(actor, (s) => s.matches('playing'))
  const stopped = useSelector(actor, (s) => s.context.stopped)
  return { actor, viewRef, perPage: useSelector(actor, (s) => s.context.perPage), index, playing, stopped }
}
