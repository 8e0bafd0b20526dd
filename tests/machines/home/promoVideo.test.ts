import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { promoVideoMachine } from '../../../machines/home/promoVideo'

/** The machine with a fake video: play() resolves unless told to refuse (a browser's autoplay policy). */
function start(autoplay = true, refuse = false) {
  const video = { play: vi.fn(), pause: vi.fn(), muted: vi.fn() }
  const machine = promoVideoMachine.provide({
    actors: {
      play: fromPromise(async () => {
        video.play()
        if (refuse) throw new Error('NotAllowedError')
      }),
    },
    actions: { pause: video.pause, applySound: (_, muted) => video.muted(muted) },
  })
  const actor = createActor(machine, { input: { autoplay } }).start()
  const playing = () => actor.getSnapshot().hasTag('playing')
  return { actor, video, playing }
}

describe('promo video machine', () => {
  it('plays when seen and pauses when scrolled away, again and again', () => {
    const { actor, video, playing } = start()
    expect(playing()).toBe(false)
    actor.send({ type: 'SEEN' })
    expect(playing()).toBe(true)
    expect(video.play).toHaveBeenCalledTimes(1)
    actor.send({ type: 'UNSEEN' })
    expect(playing()).toBe(false)
    expect(video.pause).toHaveBeenCalledTimes(1)
    actor.send({ type: 'SEEN' })
    expect(video.play).toHaveBeenCalledTimes(2)
  })

  it('does not play by itself under reduced motion; the play button starts it, scrolling away pauses it', () => {
    const { actor, video, playing } = start(false)
    actor.send({ type: 'SEEN' })
    expect(playing()).toBe(false)
    expect(video.play).not.toHaveBeenCalled()
    actor.send({ type: 'TOGGLE' })
    expect(playing()).toBe(true)
    actor.send({ type: 'UNSEEN' })
    actor.send({ type: 'SEEN' })
    expect(playing()).toBe(false)
    expect(video.play).toHaveBeenCalledTimes(1)
  })

  it('once paused by the shopper, waits for the button whatever the scrolling', () => {
    const { actor, video, playing } = start()
    actor.send({ type: 'SEEN' })
    actor.send({ type: 'TOGGLE' })
    expect(playing()).toBe(false)
    expect(video.pause).toHaveBeenCalledTimes(1)
    actor.send({ type: 'UNSEEN' })
    actor.send({ type: 'SEEN' })
    expect(playing()).toBe(false)
    expect(actor.getSnapshot().can({ type: 'TOGGLE' })).toBe(true)
    actor.send({ type: 'TOGGLE' })
    expect(playing()).toBe(true)
    expect(video.play).toHaveBeenCalledTimes(2)
  })

  it('falls back to waiting when the browser refuses to play', async () => {
    const { actor, playing } = start(true, true)
    actor.send({ type: 'SEEN' })
    await vi.waitFor(() => expect(playing()).toBe(false))
    expect(actor.getSnapshot().hasTag('paused')).toBe(true)
  })

  it('starts muted; the sound button toggles the sound, playing or not', () => {
    const { actor, video } = start()
    expect(actor.getSnapshot().context.muted).toBe(true)
    actor.send({ type: 'TOGGLE_SOUND' })
    expect(video.muted).toHaveBeenLastCalledWith(false)
    actor.send({ type: 'SEEN' })
    actor.send({ type: 'TOGGLE_SOUND' })
    expect(video.muted).toHaveBeenLastCalledWith(true)
    expect(actor.getSnapshot().context.muted).toBe(true)
  })
})
