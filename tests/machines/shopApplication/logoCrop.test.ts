import { describe, expect, it } from 'vitest'
import { createActor, type PromiseActorLogic } from 'xstate'
import { uploadingWith } from '../../../machines/lib/upload'
import {
  cropLimits,
  type CropRect,
  cropRect,
  type LogoCropEvent,
  logoCropMachine,
  outputSide,
} from '../../../machines/shopApplication/logoCrop'
import { flush, rejecting, resolving } from '../fakes'

const drawn = new File(['png'], 'logo.png', { type: 'image/png' })

function start(
  width = 1200,
  height = 800,
  upload: PromiseActorLogic<string, File> = resolving<string, File>('/uploads/logo.png').logic,
  draw: PromiseActorLogic<File, CropRect> = resolving<File, CropRect>(drawn).logic,
) {
  return createActor(logoCropMachine.provide({ actors: { draw, upload: uploadingWith(upload) } }), { input: { width, height } }).start()
}
type Actor = ReturnType<typeof start>
const rect = (actor: Actor, ...events: LogoCropEvent[]) => {
  for (const e of events) actor.send(e)
  return cropRect(actor.getSnapshot().context)
}
const inside = ({ x, y, side }: CropRect, width: number, height: number) => x >= 0 && y >= 0 && x + side <= width && y + side <= height

describe('logo crop', () => {
  it('starts with the largest centred square', () => {
    expect(rect(start(1200, 800))).toEqual({ x: 200, y: 0, side: 800 })
    expect(rect(start(600, 900))).toEqual({ x: 0, y: 150, side: 600 })
  })

  it('moves with a drag, the square following the other way, and never leaves the image', () => {
    const actor = start(1200, 800)
    expect(rect(actor, { type: 'DRAG', dx: 0.1, dy: 0 })).toEqual({ x: 120, y: 0, side: 800 })
    expect(rect(actor, { type: 'DRAG', dx: 5, dy: 5 })).toEqual({ x: 0, y: 0, side: 800 })
    expect(rect(actor, { type: 'DRAG', dx: -5, dy: -5 })).toEqual({ x: 400, y: 0, side: 800 })
  })

  it('keeps the zoom between 1 and its maximum, the square shrinking around its centre and staying inside', () => {
    const actor = start(1200, 800)
    expect(rect(actor, { type: 'ZOOM', zoom: 2 })).toEqual({ x: 400, y: 200, side: 400 })
    expect(rect(actor, { type: 'ZOOM', zoom: 99 }).side).toBe(800 / cropLimits.maxZoom)
    expect(actor.getSnapshot().context.zoom).toBe(cropLimits.maxZoom)
    expect(rect(actor, { type: 'ZOOM', zoom: 0.2 }).side).toBe(800)
    expect(rect(actor, { type: 'ZOOM_STEP', by: -1 }).side).toBe(800)
    expect(rect(actor, { type: 'ZOOM_STEP', by: 1 }).side).toBeCloseTo(800 / cropLimits.zoomStep)
    // Zoomed in at a corner, then out again: the larger square is pushed back inside.
    const cornered = rect(actor, { type: 'ZOOM', zoom: 4 }, { type: 'DRAG', dx: -9, dy: -9 }, { type: 'ZOOM', zoom: 1 })
    expect(cornered).toEqual({ x: 400, y: 0, side: 800 })
  })

  it('moves one step per arrow key, within the image', () => {
    const actor = start(1000, 1000)
    actor.send({ type: 'ZOOM', zoom: 2 })
    expect(rect(actor, { type: 'NUDGE', dx: 1, dy: 0 })).toEqual({ x: 250 + 500 * cropLimits.nudge, y: 250, side: 500 })
    expect(rect(actor, { type: 'NUDGE', dx: 0, dy: -1 }).y).toBe(250 - 500 * cropLimits.nudge)
    for (let i = 0; i < 40; i++) actor.send({ type: 'NUDGE', dx: 1, dy: 1 })
    expect(rect(actor)).toEqual({ x: 500, y: 500, side: 500 })
    expect(inside(rect(actor), 1000, 1000)).toBe(true)
  })

  it('draws the chosen square, uploads the drawing and ends with its URL', async () => {
    const upload = resolving<string, File>('/uploads/logo.png')
    const draw = resolving<File, CropRect>(drawn)
    const actor = start(1200, 800, upload.logic, draw.logic)
    actor.send({ type: 'ZOOM', zoom: 2 })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await flush()
    expect(draw.calls).toEqual([{ x: 400, y: 200, side: 400 }])
    expect(upload.calls).toEqual([drawn])
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ url: '/uploads/logo.png' })
  })

  it('stays after a failed upload with the service’s message, and ends with nothing when cancelled', async () => {
    const actor = start(1200, 800, rejecting<File, string>('Image upload failed').logic)
    actor.send({ type: 'CONFIRM' })
    await flush()
    expect(actor.getSnapshot().context.failure).toBe('Image upload failed')
    expect(actor.getSnapshot().can({ type: 'DRAG', dx: 0.1, dy: 0 })).toBe(true)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().output).toEqual({ url: null })
  })

  it('stays when the square cannot be drawn, uploading nothing', async () => {
    const upload = resolving<string, File>('/uploads/logo.png')
    const actor = start(1200, 800, upload.logic, rejecting<CropRect, File>('Image upload failed').logic)
    actor.send({ type: 'CONFIRM' })
    await flush()
    expect(actor.getSnapshot().context.failure).toBe('Image upload failed')
    expect(upload.calls).toEqual([])
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true)
  })

  it('draws at least 512 pixels a side, the crop’s own pixels up to twice that', () => {
    expect(outputSide({ x: 0, y: 0, side: 200 }, 512)).toBe(512)
    expect(outputSide({ x: 0, y: 0, side: 800.4 }, 512)).toBe(800)
    expect(outputSide({ x: 0, y: 0, side: 4000 }, 512)).toBe(1024)
  })
})
