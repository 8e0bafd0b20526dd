import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type PromiseActorLogic } from 'xstate'
import { imageUploadMachine } from '../../../machines/lib/imageUpload'
import { uploadingWith } from '../../../machines/lib/upload'
import { pending, rejecting, resolving } from '../fakes'

const png = new File(['x'], 'receipt.png', { type: 'image/png' })
const pdf = new File(['x'], 'receipt.pdf', { type: 'application/pdf' })

function start(
  upload: PromiseActorLogic<string, File> = resolving<string, File>('/uploads/1/2026-11/ab.png').logic,
  url: string | null = null,
) {
  const changed = vi.fn()
  const machine = imageUploadMachine.provide({ actors: { upload: uploadingWith(upload) }, actions: { changed: (_, u) => changed(u) } })
  return { actor: createActor(machine, { input: { url } }).start(), changed }
}

describe('imageUpload', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uploads a picked image and tells its URL', async () => {
    const up = pending<string, File>()
    const { actor, changed } = start(up.logic)
    actor.send({ type: 'PICK', file: png })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(up.calls).toEqual([png])
    up.settle('/uploads/1/2026-11/ab.png')
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(actor.getSnapshot().context).toEqual({ url: '/uploads/1/2026-11/ab.png', error: null, failure: null, uploads: 1 })
    expect(changed).toHaveBeenCalledWith('/uploads/1/2026-11/ab.png')
  })

  it('refuses a file that is not an image without sending it', () => {
    const up = resolving<string, File>('x')
    const { actor, changed } = start(up.logic)
    actor.send({ type: 'PICK', file: pdf })
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('notImage')
    expect(up.calls).toHaveLength(0)
    expect(changed).not.toHaveBeenCalled()
  })

  it('a failed replacement keeps the previous picture and the server message', async () => {
    const { actor, changed } = start(rejecting<File, string>('Only 20 uploads a day').logic, '/uploads/1/2026-11/old.png')
    actor.send({ type: 'PICK', file: png })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      url: '/uploads/1/2026-11/old.png',
      error: 'failed',
      failure: 'Only 20 uploads a day',
    })
    expect(changed).not.toHaveBeenCalled()
  })

  it('a newer pick while uploading replaces the upload; REMOVE empties', async () => {
    const up = pending<string, File>()
    const { actor, changed } = start(up.logic)
    actor.send({ type: 'PICK', file: png })
    const second = new File(['y'], 'b.jpg', { type: 'image/jpeg' })
    actor.send({ type: 'PICK', file: second })
    expect(up.calls).toEqual([png, second])
    up.settle('/uploads/1/2026-11/b.jpg')
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.url).toBe('/uploads/1/2026-11/b.jpg')
    actor.send({ type: 'REMOVE' })
    expect(actor.getSnapshot().context.url).toBeNull()
    expect(changed).toHaveBeenLastCalledWith(null)
  })

  it("a replaced upload's report, already on its way, is ignored", () => {
    const up = pending<string, File>()
    const { actor, changed } = start(up.logic)
    actor.send({ type: 'PICK', file: png })
    actor.send({ type: 'PICK', file: new File(['y'], 'b.jpg', { type: 'image/jpeg' }) })
    actor.send({ type: 'UPLOADED', id: 'upload-1', output: '/uploads/1/2026-11/old.png' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.url).toBeNull()
    expect(changed).not.toHaveBeenCalled()
  })
})
