import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type PromiseActorLogic } from 'xstate'
import { firstError } from '../../../contract/validation'
import { createFormMachine } from '../../../machines/lib/form'
import { pictureUploadsMachine } from '../../../machines/lib/pictureUploads'
import { uploadingWith } from '../../../machines/lib/upload'
import { flush, pending, rejecting } from '../fakes'

interface Form {
  front: string[]
  back: string[]
  note: string
}

const form = createFormMachine({
  id: 'pictures',
  blank: (): Form => ({ front: [], back: [], note: '' }),
  validate: (f) => firstError<keyof Form>([['front', f.front.length ? null : 'imageRequired']]),
  regions: ['uploads'],
  afterSubmit: 'end',
})

const png = (name = 'a.png') => new File(['x'], name, { type: 'image/png' })
let answered = 0
const answering = fromPromise<string, File>(async ({ input }) => `/uploads/${++answered}-${input.name}`)

function start(send: PromiseActorLogic<string, File> = answering, max = 2) {
  const uploads = pictureUploadsMachine<'front' | 'back'>({ max }).provide({ actors: { upload: uploadingWith(send) } })
  const actor = createActor(form.provide({ actors: { uploads } }), { input: undefined }).start()
  const snapshot = () => actor.getSnapshot()
  const region = () => snapshot().children.uploads?.getSnapshot().context
  return { actor, snapshot, region }
}

describe('picture uploads region', () => {
  it('is busy while an upload is in flight: SUBMIT waits, then the picture lands in its field', async () => {
    const upload = pending<string, File>()
    const { actor, snapshot } = start(upload.logic)
    actor.send({ type: 'PICK', field: 'front', files: [png('f.png')] })
    expect(upload.calls.map((f) => f.name)).toEqual(['f.png'])
    expect(snapshot().context.regions.uploads?.busy).toBe(true)
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false)
    upload.settle('/uploads/f.png')
    await flush()
    expect(snapshot().context.form).toEqual({ front: ['/uploads/f.png'], back: [], note: '' })
    expect(snapshot().context.regions.uploads?.busy).toBe(false)
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('fills the field each picture was picked for, keeping edits made meanwhile', async () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'PICK', field: 'back', files: [png('b.png')] })
    actor.send({ type: 'EDIT', field: 'note', value: 'typed while uploading' })
    actor.send({ type: 'PICK', field: 'front', files: [png('f.png')] })
    await flush()
    const { front, back, note } = snapshot().context.form
    expect([front.length, back.length, note]).toEqual([1, 1, 'typed while uploading'])
    expect(back[0]).toMatch(/b\.png$/)
    expect(front[0]).toMatch(/f\.png$/)
  })

  it('reports a failed upload as its field’s notice, with the service’s message, and does not hold SUBMIT', async () => {
    const { actor, snapshot, region } = start(rejecting<File, string>('Image upload failed').logic)
    actor.send({ type: 'PICK', field: 'back', files: [png()] })
    await flush()
    expect(region()?.notice).toEqual({ field: 'back', error: 'failed', failure: 'Image upload failed' })
    expect(region()?.inFlight).toEqual([])
    expect(snapshot().context.form.back).toEqual([])
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('refuses files that are not images and takes no more than the maximum per field', async () => {
    const { actor, snapshot, region } = start()
    actor.send({ type: 'PICK', field: 'front', files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), png()] })
    expect(region()?.notice).toEqual({ field: 'front', error: 'notImage', failure: null })
    // One uploading, one room left: the third file is refused while the first is still in flight.
    actor.send({ type: 'PICK', field: 'front', files: [png(), png()] })
    expect(region()?.notice).toEqual({ field: 'front', error: 'tooMany', failure: null })
    expect(region()?.inFlight).toHaveLength(2)
    await flush()
    expect(snapshot().context.form.front).toHaveLength(2)
    actor.send({ type: 'PICK', field: 'front', files: [png()] })
    expect(region()?.inFlight).toEqual([])
    expect(region()?.notice?.error).toBe('tooMany')
    // Each field has its own room.
    actor.send({ type: 'PICK', field: 'back', files: [png()] })
    expect(region()?.notice).toBeNull()
    await flush()
    expect(snapshot().context.form.back).toHaveLength(1)
  })

  it('removes a picture, and forgets the notice', async () => {
    const { actor, snapshot, region } = start()
    actor.send({ type: 'PICK', field: 'front', files: [png('1.png'), png('2.png'), png('3.png')] })
    await flush()
    const [first, second] = snapshot().context.form.front
    actor.send({ type: 'REMOVE', field: 'front', url: first })
    expect(snapshot().context.form.front).toEqual([second])
    expect(region()?.notice).toBeNull()
  })

  it('silences the uploads of a field removed while they are in flight', async () => {
    const upload = pending<string, File>()
    const { actor, snapshot, region } = start(upload.logic)
    actor.send({ type: 'PICK', field: 'front', files: [png()] })
    actor.send({ type: 'REMOVE', field: 'front' })
    expect(snapshot().context.regions.uploads?.busy).toBe(false)
    expect(snapshot().children.uploads?.getSnapshot().children['upload-1']).toBeUndefined()
    upload.settle('/uploads/late.png')
    await flush()
    expect(snapshot().context.form.front).toEqual([])
    expect(region()?.inFlight).toEqual([])
  })

  it('forgets the form’s problem about a field once pictures are picked for it', async () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'SUBMIT' })
    expect(snapshot().context.problem).toEqual({ field: 'front', error: 'imageRequired' })
    actor.send({ type: 'PICK', field: 'back', files: [png()] })
    expect(snapshot().context.problem?.field).toBe('front')
    actor.send({ type: 'PICK', field: 'front', files: [png()] })
    expect(snapshot().context.problem).toBeNull()
    await flush()
    expect(snapshot().hasTag('invalid')).toBe(false)
  })
})
