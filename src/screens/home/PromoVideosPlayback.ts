import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { promoVideoMachine } from '../../../machines/home/promoVideo'
import { prefersReducedMotion } from './useCarousel'

/** Half of the video on screen: it plays from there, and pauses below it. */
const seenRatio = 0.5

/**
 * A promo video's machine bound to its element (give `video` to the <video>): told when half of
 * it is on screen, playing and pausing the element, muting it. `autoplay` false (stories), or a
 * preference for reduced motion, leaves starting it to the play button.
 */
export function usePromoPlayback(autoplay: boolean) {
  const video = useRef<HTMLVideoElement>(null)
  const [machine] = useState(() =>
    promoVideoMachine.provide({
      actors: {
        play: fromPromise<void>(async () => {
          await video.current?.play()
        }),
      },
      actions: {
        pause: () => video.current?.pause(),
        applySound: (_, muted) => {
          if (video.current) video.current.muted = muted
        },
      },
    }),
  )
  const actor = useActorRef(machine, { input: { autoplay: autoplay && !prefersReducedMotion() } })
  useEffect(() => {
    const element = video.current
    if (!element || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(([entry]) => actor.send({ type: entry.intersectionRatio >= seenRatio ? 'SEEN' : 'UNSEEN' }), {
      threshold: [0, seenRatio],
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [actor])
  return {
    video,
    playing: useSelector(actor, (s) => s.hasTag('playing')),
    muted: useSelector(actor, (s) => s.context.muted),
    toggle: () => actor.send({ type: 'TOGGLE' }),
    toggleSound: () => actor.send({ type: 'TOGGLE_SOUND' }),
  }
}
