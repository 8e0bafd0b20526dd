import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromPromise, type PromiseActorLogic, setup, stopChild } from 'xstate'
import { type UploadReport, uploadingWith } from '../../../machines/lib/upload'
import { rejecting, resolving } from '../fakes'

const png = (name = 'a.png') => new File(['x'], name, { type: 'image/png' })

/** A parent that spawns an upload child per PICK (ids u-1, u-2, ...), stops one on DROP, and keeps every report it hears. */
function startParent(send: PromiseActorLogic<string, File>) {
  const parent = setup({
    types: {
      context: {} as { count: number; reports: UploadReport[] },
      events: {} as { type: 'PICK'; file: File } | { type: 'DROP'; id: string } | UploadReport,
    },
    actors: { upload: uploadingWith(send) },
  }).createMachine({
    context: { count: 0, reports: [] },
    on: {
      PICK: {
        actions: assign(({ context, event, spawn }) => {
          const id = `u-${context.count + 1}`
          spawn('upload', { id, input: { id, file: event.file } })
          return { count: context.count + 1 }
        }),
      },
      DROP: { actions: stopChild(({ event }) => event.id) },
      UPLOADED: { actions: assign(({ context, event }) => ({ reports: [...context.reports, event] })) },
      UPLOAD_FAILED: { actions: assign(({ context, event }) => ({ reports: [...context.reports, event] })) },
    },
  })
  const actor = createActor(parent).start()
  return { actor, reports: () => actor.getSnapshot().context.reports, children: () => Object.keys(actor.getSnapshot().children) }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

/** Uploads that stay in flight until the test answers the nth one. */
function inFlight() {
  const answers: ((url: string) => void)[] = []
  const logic = fromPromise<string, File>(() => new Promise((resolve) => answers.push(resolve)))
  return { logic, answer: (n: number, url: string) => answers[n](url) }
}

describe('upload child', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends its file and tells its parent the answer with its id, then ends', async () => {
    const up = resolving<string, File>('/uploads/1/2026-11/a.png')
    const { reports, children, actor } = startParent(up.logic)
    const file = png()
    actor.send({ type: 'PICK', file })
    expect(up.calls).toEqual([file])
    expect(children()).toEqual(['u-1'])
    await settle()
    expect(reports()).toEqual([{ type: 'UPLOADED', id: 'u-1', output: '/uploads/1/2026-11/a.png' }])
    expect(actor.getSnapshot().children['u-1']?.getSnapshot().status).toBe('done')
  })

  it('a refused upload tells the service message', async () => {
    const { reports, actor } = startParent(rejecting<File, string>('Only 20 uploads a day').logic)
    actor.send({ type: 'PICK', file: png() })
    await settle()
    expect(reports()).toEqual([{ type: 'UPLOAD_FAILED', id: 'u-1', failure: 'Only 20 uploads a day' }])
  })

  it('each child reports for itself, whatever the order of the answers', async () => {
    const up = inFlight()
    const { reports, actor } = startParent(up.logic)
    actor.send({ type: 'PICK', file: png('a.png') })
    actor.send({ type: 'PICK', file: png('b.png') })
    up.answer(1, '/uploads/b.png')
    await settle()
    up.answer(0, '/uploads/a.png')
    await settle()
    expect(reports()).toEqual([
      { type: 'UPLOADED', id: 'u-2', output: '/uploads/b.png' },
      { type: 'UPLOADED', id: 'u-1', output: '/uploads/a.png' },
    ])
  })

  it('a stopped child (a replaced or removed picture) tells nothing', async () => {
    const up = inFlight()
    const { reports, children, actor } = startParent(up.logic)
    actor.send({ type: 'PICK', file: png() })
    actor.send({ type: 'DROP', id: 'u-1' })
    expect(children()).toEqual([])
    up.answer(0, '/uploads/late.png')
    await settle()
    expect(reports()).toEqual([])
  })
})
