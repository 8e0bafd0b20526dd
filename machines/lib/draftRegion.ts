import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { RegionEvent, RegionInput, Submission } from './form'
import { applyEdit, type EditEvent } from './formFields'

/** Quiet time after the last change before the draft is kept. */
export const draftDelay = 1000

export interface DraftRegionOptions<F> {
  /** The machine's id (each form's region its own, for the machines' stories). */
  id?: string
  /** What the form takes from a save's answer (a new record's id, so that the next save updates it), as edits; none for nothing. */
  adopt?: (form: F, saved: unknown) => readonly EditEvent<F>[]
}

const savedOutput = ({ event }: { event: { output: unknown } }) => event.output

/** The same fields, value for value: an edit that changed nothing, or the region's own adopted edit coming back. */
const sameFields = <F>(a: F, b: F) => {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  return Object.keys(x).length === Object.keys(y).length && Object.keys(x).every((key) => Object.is(x[key], y[key]))
}

/**
 * The `draft` region of a form (./form.ts): it keeps the form with the named actor `save` (given `{ form }`)
 * `draftDelay` after the last change it hears (`FORM.CHANGED`), saves again when a change came
 * while a save was in flight, and stops while the form is being submitted (the submission keeps
 * the fields). Tags: `unsaved` (a change not kept yet), `draftSaving`, `draftSaved`,
 * `draftFailed` (tried again with the next change). It holds nothing back: SUBMIT never waits
 * for a draft. With `adopt`, the form takes an edit from what a save answered (and that edit,
 * heard back, saves nothing); a change that changes no field saves nothing either.
 */
export const draftRegionOf = <F extends object>({ id = 'draft', adopt }: DraftRegionOptions<F> = {}) =>
  setup({
    types: {
      /** `echoes`: the forms the parent passes through while applying the region's adopted edits one by one. */
      context: {} as { form: F; dirty: boolean; echoes: F[] },
      events: {} as RegionEvent<F>,
      input: {} as RegionInput<F>,
    },
    actors: {
      save: fromPromise<unknown, Submission<F>>(async () => {
        throw new Error('save is provided by the app')
      }),
    },
    actions: {
      hear: assign(({ event }) => (event.type === 'FORM.CHANGED' ? { form: event.form, echoes: [] } : {})),
      markDirty: assign({ dirty: true }),
      markClean: assign({ dirty: false }),
      adopt: enqueueActions(({ context, enqueue }, saved: unknown) => {
        const edits = adopt?.(context.form, saved) ?? []
        if (edits.length === 0) return
        const steps: F[] = []
        for (const edit of edits) steps.push(applyEdit(steps.at(-1) ?? context.form, edit))
        enqueue.assign({ form: steps.at(-1) ?? context.form, echoes: steps.slice(0, -1) })
        for (const edit of edits) enqueue.sendParent(edit)
      }),
    },
    guards: {
      dirty: ({ context }) => context.dirty,
      changed: ({ context, event }) =>
        event.type === 'FORM.CHANGED' && ![context.form, ...context.echoes].some((form) => sameFields(form, event.form)),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ form: input.form, dirty: false, echoes: [] }),
    initial: 'clean',
    on: { 'FORM.CHANGED': { guard: 'changed', target: '.pending', actions: 'hear' }, 'FORM.SUBMITTING': '.held' },
    states: {
      clean: {},
      pending: { tags: 'unsaved', after: { [draftDelay]: 'saving' } },
      saving: {
        tags: 'draftSaving',
        entry: 'markClean',
        on: { 'FORM.CHANGED': { guard: 'changed', actions: ['hear', 'markDirty'] } },
        invoke: {
          src: 'save',
          input: ({ context }) => ({ form: context.form }),
          onDone: [
            { guard: 'dirty', target: 'pending', actions: { type: 'adopt', params: savedOutput } },
            { target: 'saved', actions: { type: 'adopt', params: savedOutput } },
          ],
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
