import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type PromiseActorLogic } from 'xstate'
import { uploadingWith } from '../../../machines/lib/upload'
import {
  draftOf,
  evaluationFormMachine,
  evaluationUploadsMachine,
  itemField,
  type RatingField,
  submissionOf,
} from '../../../machines/evaluation/evaluationForm'
import { type ActorsOf, fakesOf, flush, pending, rejecting } from '../fakes'

const fake = fakesOf(evaluationFormMachine)

const image = (name = 'a.png') => new File(['x'], name, { type: 'image/png' })
const text = () => new File(['x'], 'notes.txt', { type: 'text/plain' })

let uploads = 0
/** Answers /uploads/n.png for each picture. */
const uploading = fromPromise<string, File>(async () => `/uploads/${++uploads}.png`)

function start({
  submit = fake.resolving('submit', undefined).logic,
  upload = uploading,
  itemIds = [11, 12],
}: {
  submit?: ActorsOf<typeof evaluationFormMachine>['submit']
  upload?: PromiseActorLogic<string, File>
  itemIds?: number[]
} = {}) {
  const submitted = vi.fn()
  const notifyFailure = vi.fn()
  const machine = evaluationFormMachine.provide({
    actors: { submit, uploads: evaluationUploadsMachine.provide({ actors: { upload: uploadingWith(upload) } }) },
    actions: { submitted: () => submitted(), notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { itemIds } }).start(), submitted, notifyFailure }
}
type Actor = ReturnType<typeof start>['actor']

const rate = (actor: Actor, itemId: number, field: RatingField, score: number) =>
  actor.send({ type: 'EDIT', field: itemField(itemId, field), value: score })
const comment = (actor: Actor, itemId: number, text: string) =>
  actor.send({ type: 'EDIT', field: itemField(itemId, 'remark'), value: text })
const pick = (actor: Actor, itemId: number, files: File[]) => actor.send({ type: 'PICK', field: itemField(itemId, 'picUrls'), files })
const draft = (actor: Actor, itemId: number) => draftOf(actor.getSnapshot().context.form, itemId)
const region = (actor: Actor) => actor.getSnapshot().children.uploads?.getSnapshot().context
/** Everything but the pictures of an item. */
function fill(actor: Actor, itemId: number) {
  rate(actor, itemId, 'serviceAttitudeScore', 5)
  rate(actor, itemId, 'logisticsServiceScore', 4)
  rate(actor, itemId, 'describeScore', 3)
  comment(actor, itemId, '  Soft and warm.  ')
}
async function complete(actor: Actor, itemId: number) {
  fill(actor, itemId)
  pick(actor, itemId, [image()])
  await flush()
}
const problem = (actor: Actor) => actor.getSnapshot().context.problem
const submitAnd = (actor: Actor) => {
  actor.send({ type: 'SUBMIT' })
  return actor.getSnapshot()
}

describe('evaluation form', () => {
  it('starts with one blank draft per item, editable', () => {
    const { actor } = start()
    const s = actor.getSnapshot()
    expect(s.context.form.itemIds).toEqual([11, 12])
    expect(draft(actor, 11)).toMatchObject({
      serviceAttitudeScore: 0,
      logisticsServiceScore: 0,
      describeScore: 0,
      remark: '',
      picUrls: [],
    })
    expect(s.can({ type: 'SUBMIT' })).toBe(true)
  })

  it('names what is missing in the order docs/behaviour.md#evaluations gives, the first item first, and sends nothing', async () => {
    const submit = fake.resolving('submit', undefined)
    const { actor } = start({ submit: submit.logic })
    const steps: [() => void, string, string][] = [
      [() => {}, 'serviceAttitudeScore', 'serviceRatingRequired'],
      [() => rate(actor, 11, 'serviceAttitudeScore', 5), 'logisticsServiceScore', 'logisticsRatingRequired'],
      [() => rate(actor, 11, 'logisticsServiceScore', 4), 'describeScore', 'descriptionRatingRequired'],
      [() => rate(actor, 11, 'describeScore', 2), 'remark', 'commentRequired'],
      [() => comment(actor, 11, '   '), 'remark', 'commentRequired'],
      [() => comment(actor, 11, 'x'.repeat(501)), 'remark', 'commentTooLong'],
      [() => comment(actor, 11, 'x'.repeat(500)), 'picUrls', 'imageRequired'],
    ]
    for (const [edit, field, error] of steps) {
      edit()
      const s = submitAnd(actor)
      expect(s.hasTag('invalid')).toBe(true)
      expect(problem(actor)).toEqual({ field: `11.${field}`, error })
    }
    pick(actor, 11, [image()])
    await flush()
    // The first item is complete: the second is named.
    expect(submitAnd(actor).context.problem).toEqual({ field: '12.serviceAttitudeScore', error: 'serviceRatingRequired' })
    expect(submit.calls).toEqual([])
  })

  it('forgets the problem once its field is edited, not when another field is', () => {
    const { actor } = start()
    submitAnd(actor)
    rate(actor, 12, 'serviceAttitudeScore', 3)
    rate(actor, 11, 'describeScore', 3)
    expect(problem(actor)?.field).toBe('11.serviceAttitudeScore')
    rate(actor, 11, 'serviceAttitudeScore', 3)
    expect(problem(actor)).toBeNull()
  })

  it('keeps ratings within 0 to 5', () => {
    const { actor } = start()
    rate(actor, 11, 'serviceAttitudeScore', 9)
    rate(actor, 11, 'logisticsServiceScore', -2)
    expect(draft(actor, 11)).toMatchObject({ serviceAttitudeScore: 5, logisticsServiceScore: 0 })
  })

  it('uploads picked images, refuses other files, and waits for uploads before publishing', async () => {
    const upload = pending<string, File>()
    const { actor } = start({ upload: upload.logic })
    pick(actor, 11, [text(), image('b.png')])
    const s = actor.getSnapshot()
    expect(region(actor)?.notice).toEqual({ field: '11.picUrls', error: 'notImage', failure: null })
    expect(upload.calls.map((f) => f.name)).toEqual(['b.png'])
    expect(region(actor)?.inFlight).toHaveLength(1)
    expect(s.can({ type: 'SUBMIT' })).toBe(false)
    upload.settle('/uploads/b.png')
    await flush()
    expect(draft(actor, 11).picUrls).toEqual(['/uploads/b.png'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('takes at most 6 pictures per item and says so', async () => {
    const { actor } = start()
    pick(
      actor,
      11,
      Array.from({ length: 4 }, () => image()),
    )
    await flush()
    pick(
      actor,
      11,
      Array.from({ length: 4 }, () => image()),
    )
    expect(region(actor)?.notice).toEqual({ field: '11.picUrls', error: 'tooMany', failure: null })
    await flush()
    expect(draft(actor, 11).picUrls).toHaveLength(6)
    pick(actor, 11, [image()])
    await flush()
    expect(draft(actor, 11).picUrls).toHaveLength(6)
    // The other item has room of its own.
    pick(actor, 12, [image()])
    await flush()
    expect(draft(actor, 12).picUrls).toHaveLength(1)
  })

  it('reports a failed upload for its item and keeps the others', async () => {
    const { actor } = start({ upload: rejecting<File, string>('Image upload failed').logic })
    pick(actor, 12, [image()])
    await flush()
    const s = actor.getSnapshot()
    expect(region(actor)?.notice).toEqual({ field: '12.picUrls', error: 'failed', failure: 'Image upload failed' })
    expect(region(actor)?.inFlight).toEqual([])
    expect(s.can({ type: 'SUBMIT' })).toBe(true)
  })

  it('removes a picture', async () => {
    const { actor } = start()
    pick(actor, 11, [image(), image()])
    await flush()
    const [first, second] = draft(actor, 11).picUrls
    actor.send({ type: 'REMOVE', field: '11.picUrls', url: first })
    expect(draft(actor, 11).picUrls).toEqual([second])
  })

  it('publishes every item with picUrls as a JSON list, then is done', async () => {
    const submit = fake.resolving('submit', undefined)
    const { actor, submitted } = start({ submit: submit.logic })
    await complete(actor, 11)
    await complete(actor, 12)
    expect(submitAnd(actor).hasTag('busy')).toBe(true)
    await flush()
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(submitted).toHaveBeenCalledOnce()
    const [sent] = submit.calls.map(({ form }) => submissionOf(form))
    expect(sent.list).toHaveLength(2)
    expect(sent.list[0]).toEqual({
      itemId: 11,
      serviceAttitudeScore: 5,
      logisticsServiceScore: 4,
      describeScore: 3,
      remark: 'Soft and warm.',
      picUrls: JSON.stringify([draft(actor, 11).picUrls[0]]),
    })
  })

  it('a failed publish only ends the loading: the form is kept, the message told, publishing again possible', async () => {
    const { actor, notifyFailure, submitted } = start({
      submit: fake.rejecting('submit', 'This item has already been evaluated', 1043).logic,
    })
    await complete(actor, 11)
    await complete(actor, 12)
    const before = actor.getSnapshot().context.form
    submitAnd(actor)
    await flush()
    const s = actor.getSnapshot()
    expect(s.hasTag('failed')).toBe(true)
    expect(s.hasTag('busy')).toBe(false)
    expect(s.context.failure).toBe('This item has already been evaluated')
    expect(s.context.form).toEqual(before)
    expect(notifyFailure).toHaveBeenCalledWith('This item has already been evaluated')
    expect(submitted).not.toHaveBeenCalled()
    expect(s.can({ type: 'SUBMIT' })).toBe(true)
    rate(actor, 11, 'describeScore', 5)
    expect(draft(actor, 11).describeScore).toBe(5)
  })
})
