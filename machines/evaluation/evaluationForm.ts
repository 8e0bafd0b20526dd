import { assign, fromPromise, setup } from 'xstate'
import { evaluationLimits } from '../../contract/evaluation'
import { validateEvaluationItem } from '../../contract/orderForms'
import type { FieldError } from '../../contract/validation'
import { pictureFormStates, uploadHandlers } from '../lib/pictureForm'
import { type ImageUploadError, picturesToUpload } from '../lib/imageUpload'
import { pictureUploadMachine, type UploadFailed, type Uploaded, type UploadReport } from '../lib/upload'

/** The three ratings of an item, in the order docs/behaviour.md#evaluations gives. */
export const ratingFields = ['serviceAttitudeScore', 'logisticsServiceScore', 'describeScore'] as const
export type RatingField = (typeof ratingFields)[number]

/** One item's evaluation as the shopper fills it in. */
export interface EvaluationDraft {
  itemId: number
  serviceAttitudeScore: number
  logisticsServiceScore: number
  describeScore: number
  remark: string
  picUrls: string[]
}
export type DraftField = Exclude<keyof EvaluationDraft, 'itemId'>

/** The first failing field of the first failing item (the order docs/behaviour.md#evaluations gives, items top to bottom). */
export interface EvaluationProblem {
  itemId: number
  field: DraftField
  error: FieldError
}

/** Why pictures picked for an item were not all taken: not images, an upload failed, or more than 6. */
export interface PictureProblem {
  itemId: number
  error: ImageUploadError | 'tooMany'
  /** The server's message after a failed upload. */
  failure: string | null
}

export interface EvaluationFormContext {
  items: EvaluationDraft[]
  /** Uploads in flight: the spawned `upload` child's id and the item it is for. */
  uploads: { id: string; itemId: number }[]
  uploaded: number
  pictureProblem: PictureProblem | null
  problem: EvaluationProblem | null
  /** The server's message after the last failed publish. */
  failure: string | null
}

export type EvaluationFormEvent =
  | { type: 'RATE'; itemId: number; field: RatingField; score: number }
  | { type: 'COMMENT'; itemId: number; text: string }
  | { type: 'PICK'; itemId: number; files: File[] }
  | { type: 'REMOVE_PICTURE'; itemId: number; url: string }
  | { type: 'SUBMIT' }
  /** A picture's upload child (spawned by PICK) reports. */
  | UploadReport

/** What is sent: the evaluation items of docs/behaviour.md#evaluations, `picUrls` a JSON string array. */
export interface EvaluationSubmission {
  list: {
    itemId: number
    serviceAttitudeScore: number
    logisticsServiceScore: number
    describeScore: number
    remark: string
    picUrls: string
  }[]
}

export const blankDraft = (itemId: number): EvaluationDraft => ({
  itemId,
  serviceAttitudeScore: 0,
  logisticsServiceScore: 0,
  describeScore: 0,
  remark: '',
  picUrls: [],
})

/** The first problem of the items, top to bottom, each in the order docs/behaviour.md#evaluations gives. */
export function evaluationProblem(items: readonly EvaluationDraft[]): EvaluationProblem | null {
  for (const item of items) {
    const found = validateEvaluationItem(item)
    if (found) return { itemId: item.itemId, field: found.field as DraftField, error: found.error }
  }
  return null
}

export const submissionOf = (items: readonly EvaluationDraft[]): EvaluationSubmission => ({
  list: items.map(({ picUrls, remark, ...scores }) => ({ ...scores, remark: remark.trim(), picUrls: JSON.stringify(picUrls) })),
})

const updated = (items: EvaluationDraft[], itemId: number, change: (d: EvaluationDraft) => Partial<EvaluationDraft>) =>
  items.map((d) => (d.itemId === itemId ? { ...d, ...change(d) } : d))

const isRating = (field: string): field is RatingField => (ratingFields as readonly string[]).includes(field)

const edits = {
  RATE: { actions: ['rate', 'forgetFixed'] },
  COMMENT: { actions: ['comment', 'forgetFixed'] },
  PICK: { actions: 'startUploads' },
  REMOVE_PICTURE: { actions: 'removePicture' },
  SUBMIT: { guard: 'notUploading', target: 'validating' },
} as const

/**
 * The evaluation page (docs/behaviour.md#evaluations): per item three star ratings, a comment and 1 to 6
 * pictures. Pictures upload as they are picked (one spawned `upload` child each); SUBMIT waits while
 * any is in flight (`can` is false), then validates every item in order (tag `invalid`, the first
 * problem kept until its field is edited) and publishes with the named actor `submit` (tag `busy`).
 * A failed publish only ends the loading: the form stays as it was (tag `failed`) and
 * `notifyFailure` tells the shopper; success ends in `done` after `submitted`.
 */
export const evaluationFormMachine = setup({
  types: {
    context: {} as EvaluationFormContext,
    events: {} as EvaluationFormEvent,
    input: {} as { itemIds: number[] },
  },
  actors: {
    upload: pictureUploadMachine,
    submit: fromPromise<unknown, EvaluationSubmission>(async () => {
      throw new Error('submit is provided by the app')
    }),
  },
  actions: {
    /** The toast and the way back; provided by the app. */
    submitted: () => {},
    notifyFailure: (_, _message: string | null) => {},
    rate: assign(({ context, event }) => {
      if (event.type !== 'RATE' || !isRating(event.field)) return {}
      const score = Math.min(evaluationLimits.maxScore, Math.max(0, Math.round(event.score)))
      return { items: updated(context.items, event.itemId, () => ({ [event.field]: score })) }
    }),
    comment: assign(({ context, event }) =>
      event.type === 'COMMENT' ? { items: updated(context.items, event.itemId, () => ({ remark: event.text })) } : {},
    ),
    /** An edit of the field the last validation named clears that problem. */
    forgetFixed: assign(({ context, event }) => {
      const p = context.problem
      if (!p || !('itemId' in event) || p.itemId !== event.itemId) return {}
      const field = event.type === 'RATE' ? event.field : event.type === 'COMMENT' ? 'remark' : 'picUrls'
      return field === p.field ? { problem: null } : {}
    }),
    startUploads: assign(({ context, event, spawn }) => {
      if (event.type !== 'PICK') return {}
      const item = context.items.find((d) => d.itemId === event.itemId)
      if (!item) return {}
      const inFlight = context.uploads.filter((u) => u.itemId === event.itemId).length
      const { taken, refused } = picturesToUpload(event.files, item.picUrls.length + inFlight, evaluationLimits.maxImages)
      const problem: PictureProblem | null = refused && { itemId: event.itemId, error: refused, failure: null }
      const started = taken.map((file, i) => ({ id: `upload-${context.uploaded + i + 1}`, itemId: event.itemId, file }))
      for (const { id, file } of started) spawn('upload', { id, input: { id, file } })
      return {
        uploads: [...context.uploads, ...started.map(({ id, itemId }) => ({ id, itemId }))],
        uploaded: context.uploaded + started.length,
        pictureProblem: problem,
        problem: context.problem?.itemId === event.itemId && context.problem.field === 'picUrls' && taken.length ? null : context.problem,
      }
    }),
    addPicture: assign(({ context }, { id, output }: Uploaded) => {
      const upload = context.uploads.find((u) => u.id === id)
      if (!upload) return {}
      return {
        uploads: context.uploads.filter((u) => u.id !== id),
        items: updated(context.items, upload.itemId, (d) => ({ picUrls: [...d.picUrls, output] })),
      }
    }),
    uploadFailed: assign(({ context }, { id, failure }: UploadFailed) => {
      const upload = context.uploads.find((u) => u.id === id)
      if (!upload) return {}
      return {
        uploads: context.uploads.filter((u) => u.id !== id),
        pictureProblem: { itemId: upload.itemId, error: 'failed' as const, failure },
      }
    }),
    removePicture: assign(({ context, event }) =>
      event.type === 'REMOVE_PICTURE'
        ? {
            items: updated(context.items, event.itemId, (d) => ({ picUrls: d.picUrls.filter((u) => u !== event.url) })),
            pictureProblem: null,
          }
        : {},
    ),
    rememberProblem: assign(({ context }) => ({ problem: evaluationProblem(context.items) })),
    forget: assign({ problem: null, failure: null }),
    rememberFailure: assign((_, failure: string | null) => ({ failure })),
  },
  guards: {
    notUploading: ({ context }) => context.uploads.length === 0,
    invalid: ({ context }) => evaluationProblem(context.items) !== null,
  },
}).createMachine({
  id: 'evaluationForm',
  context: ({ input }) => ({
    items: input.itemIds.map(blankDraft),
    uploads: [],
    uploaded: 0,
    pictureProblem: null,
    problem: null,
    failure: null,
  }),
  on: uploadHandlers,
  initial: 'editing',
  states: pictureFormStates(edits, (context: EvaluationFormContext) => submissionOf(context.items)),
})
