import { assign, fromPromise, setup } from 'xstate'
import type { RegionEvent, RegionInput, Submission } from './form'

/** Quiet time after the last change before the draft is kept. */
export const draftDelay = 1000

/**
 * The `draft` region of a form (./form.ts): it keeps the form with the named actor `save` (given `{ form }`)
 * `draftDelay` after the last change it hears (`FORM.CHANGED`), saves again when a change came
 * while a save was in flight, and stops while the form is being submitted (the submission keeps
 * the fields). Tags: `unsaved` (a change not kept yet), `draftSaving`, `draftSaved`,
 * `draftFailed` (tried again with the next change). It holds nothing back: SUBMIT never waits
 * for a draft.
 */
export const draftRegionOf = <F>() =>
  setup({
    types: {
      context: {} as { form: F; dirty: boolean },
      events: {} as RegionEvent<F>,
      input: {} as RegionInput<F>,
    },
    actors: {
      save: fromPromise<unknown, Submission<F>>(async () => {
        throw new Error('save is provided by the app')
      }),
    },
    actions: {
      hear: assign(({ event }) => (event.type === 'FORM.CHANGED' ? { form: event.form } : {})),
      markDirty: assign({ dirty: true }),
      markClean: assign({ dirty: false }),
    },
    guards: { dirty: ({ context }) => context.dirty },
  }).createMachine({
    id: 'draft',
    context: ({ input }) => ({ form: input.form, dirty: false }),
    initial: 'clean',
    on: { 'FORM.CHANGED': { target: '.pending', actions: 'hear' }, 'FORM.SUBMITTING': '.held' },
    states: {
      clean: {},
      pending: { tags: 'unsaved', after: { [draftDelay]: 'saving' } },
      saving: {
        tags: 'draftSaving',
        entry: 'markClean',
        on: { 'FORM.CHANGED': { actions: ['hear', 'markDirty'] } },
        invoke: {
          src: 'save',
          input: ({ context }) => ({ form: context.form }),
          onDone: [{ guard: 'dirty', target: 'pending' }, { target: 'saved' }],
          onError: [{ guard: 'dirty', target: 'pending' }, { target: 'unsaved' }],
        },
      },
      saved: { tags: 'draftSaved' },
      unsaved: { tags: ['draftFailed', 'unsaved'] },
      held: {},
    },
  })

/** A draft region's snapshot as the page reads it when it is left. */
interface DraftSnapshot {
  hasTag: (tag: string) => boolean
  context: { dirty: boolean }
}

/** What leaving the page must still keep: the form when a change is not kept yet, else null. */
export function unsavedForm<F>(form: { context: { form: F }; children: { draft?: { getSnapshot: () => DraftSnapshot } } }) {
  const draft = form.children.draft?.getSnapshot()
  return draft && (draft.hasTag('unsaved') || draft.context.dirty) ? form.context.form : null
}
