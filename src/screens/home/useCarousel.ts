import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { carouselDefaults, carouselMachine } from '../../../machines/carousel'

/** Items in view by width: SPEC.md's 5 on desktops (1200 px and up), fewer on smaller screens. */
const perPageQueries: [string, number][] = [
  ['(min-width: 1200px)', carouselDefaults.perPage],
  ['(min-width: 990px)', 4],
  ['(min-width: 768px)', 3],
]

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
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

/** The carousel machine bound to the viewport: items per page and the shopper's motion preference. */
export function useCarousel(count: number, options: { autoplay?: boolean; perPage?: number; interval?: number } = {}) {
  const viewportPerPage = usePerPage()
  const perPage = options.perPage ?? viewportPerPage
  const autoplay = (options.autoplay ?? true) && !prefersReducedMotion()
  const actor = useActorRef(withInterval(options.interval ?? carouselDefaults.interval), { input: { count, perPage, autoplay } })
  useEffect(() => actor.send({ type: 'SET_PER_PAGE', perPage }), [actor, perPage])
  useEffect(() => actor.send({ type: 'SET_COUNT', count }), [actor, count])
  const index = useSelector(actor, (s) => s.context.index)
  const playing = useSelector(actor, (s) => s.matches('playing'))
  const stopped = useSelector(actor, (s) => s.context.stopped)
  return { actor, perPage: useSelector(actor, (s) => s.context.perPage), index, playing, stopped }
}
