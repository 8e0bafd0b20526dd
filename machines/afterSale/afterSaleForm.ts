import { assign, fromPromise, setup } from 'xstate'
import { type AfterSaleCreateInput, afterSaleLimits, type RefundableItem } from '../../contract/afterSale'
import { type RefundFields, validateRefund } from '../../contract/afterSaleForms'
import type { FieldProblem } from '../lib/formFields'
import { amountText, centsOf, dollarText } from '../lib/dollars'
import { pictureFormStates, uploadHandlers } from '../lib/pictureForm'
import { type ImageUploadError, type PicturesRefused, picturesToUpload } from '../lib/imageUpload'
import { pictureUploadMachine, type UploadFailed, type Uploaded, type UploadReport } from '../lib/upload'
import { refundableOrderStatuses } from '../../contract/lifecycles'

/** What the /refund page shows for an item: the form, or why not. */
export type RefundAvailability = 'open' | 'nothingLeft' | 'orderStatus' | 'available'

/**
 * An open after-sale must end first; an item refunded in full (every item of a refunded order is)
 * has nothing left; otherwise the order's status decides (docs/behaviour.md#after-sales: shipped or completed).
 */
export function refundAvailability(
  item: Pick<RefundableItem, 'openAfterSaleId' | 'orderStatus' | 'surplusCount' | 'surplusPrice'>,
): RefundAvailability {
  if (item.openAfterSaleId !== null) return 'open'
  if (item.surplusCount <= 0 || item.surplusPrice <= 0) return 'nothingLeft'
  return refundableOrderStatuses.includes(item.orderStatus) ? 'available' : 'orderStatus'
}

/** The application as the shopper fills it in; the amount as typed, in US dollars. */
export interface RefundDraft {
  refundCount: number | undefined
  amount: string
  way: number | undefined
  applyReason: number | undefined
  applyDescription: string
  applyPicUrls: string[]
}

export type RefundField = keyof RefundFields

/** Why picked pictures were not all taken; `failure` is the service's message after a failed upload. */
export interface RefundPictureProblem {
  error: ImageUploadError | PicturesRefused
  failure: string | null
}

export interface AfterSaleFormContext {
  item: RefundableItem
  draft: RefundDraft
  /** The shopper typed or stepped the amount: it stops following the quantity. */
  amountChosen: boolean
  /** Upload children in flight (spawned by PICK). */
  uploads: string[]
  uploaded: number
  pictureProblem: RefundPictureProblem | null
  /** The first failing field of the last validation; cleared once that field is edited. */
  problem: FieldProblem<RefundField> | null
  /** The service's message after the last refused application. */
  failure: string | null
}

export type AfterSaleFormEvent =
  | { type: 'TYPE_COUNT'; text: string }
  | { type: 'STEP_COUNT'; by: 1 | -1 }
  | { type: 'TYPE_AMOUNT'; text: string }
  /** To the next multiple of the unit price up or down, within what may be refunded. */
  | { type: 'STEP_AMOUNT'; by: 1 | -1 }
  /** The amount follows the quantity again: unit price x quantity. */
  | { type: 'FOLLOW_COUNT' }
  | { type: 'CHOOSE_WAY'; way: number }
  | { type: 'CHOOSE_REASON'; reason: number }
  | { type: 'DESCRIBE'; text: string }
  | { type: 'PICK'; files: File[] }
  | { type: 'REMOVE_PICTURE'; url: string }
  | { type: 'SUBMIT' }
  | UploadReport
type Item = Pick<RefundableItem, 'price' | 'surplusCount' | 'surplusPrice'>

/** A count as typed: digits only; empty is no count. */
const countOf = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 6)
  return digits ? Number(digits) : undefined
}
const steppedCount = (count: number | undefined, by: number, item: Item) => Math.min(item.surplusCount, Math.max(1, (count ?? 0) + by))
/** The amount that follows the quantity: unit price x quantity (never above what is left: refunds are whole unit prices). */
const followed = (count: number | undefined, item: Item) => (count !== undefined && count >= 1 ? dollarText(item.price * count) : '')

/** The largest amount for `count` pieces: what was paid for them, within what is left, in whole unit prices. */
export function amountCeiling(item: Item, count: number | undefined): number {
  if (item.price <= 0) return 0
  const pieces = count !== undefined && count >= 1 ? Math.min(count, item.surplusCount) : item.surplusCount
  return Math.min(item.price * pieces, Math.floor(item.surplusPrice / item.price) * item.price)
}

function steppedAmount(cents: number, by: number, item: Item, count: number | undefined): number {
  const p = item.price
  const next = by > 0 ? (Math.floor(cents / p) + 1) * p : (Math.ceil(cents / p) - 1) * p
  return Math.min(amountCeiling(item, count), Math.max(p, next))
}

/** The draft as the rules (contract/afterSaleForms.ts) and the service read it: the amount in cents. */
export const fieldsOf = ({ amount, ...draft }: RefundDraft): RefundFields => ({
  ...draft,
  refundPrice: amount.trim() === '' ? undefined : centsOf(amount),
})

export function submissionOf(item: RefundableItem, draft: RefundDraft): AfterSaleCreateInput {
  const { applyDescription, applyPicUrls, ...fields } = fieldsOf(draft)
  return { orderItemId: item.orderItemId, ...fields, applyDescription: applyDescription.trim(), applyPicUrls: [...applyPicUrls] }
}

export const refundProblem = (context: Pick<AfterSaleFormContext, 'item' | 'draft'>) =>
  validateRefund(fieldsOf(context.draft), context.item) as FieldProblem<RefundField> | null

/** The field an edit changes. */
const fieldOfEdit: Partial<Record<AfterSaleFormEvent['type'], RefundField>> = {
  TYPE_COUNT: 'refundCount',
  STEP_COUNT: 'refundCount',
  TYPE_AMOUNT: 'refundPrice',
  STEP_AMOUNT: 'refundPrice',
  FOLLOW_COUNT: 'refundPrice',
  CHOOSE_WAY: 'way',
  CHOOSE_REASON: 'applyReason',
  DESCRIBE: 'applyDescription',
  REMOVE_PICTURE: 'applyPicUrls',
}

const blankDraft = (item: RefundableItem): RefundDraft => ({
  refundCount: item.surplusCount,
  amount: followed(item.surplusCount, item),
  way: undefined,
  applyReason: undefined,
  applyDescription: '',
  applyPicUrls: [],
})

const edits = {
  TYPE_COUNT: { actions: ['forgetFixed', 'setCount'] },
  STEP_COUNT: { guard: 'countSteps', actions: ['forgetFixed', 'setCount'] },
  TYPE_AMOUNT: { actions: ['forgetFixed', 'typeAmount'] },
  STEP_AMOUNT: { guard: 'amountSteps', actions: ['forgetFixed', 'stepAmount'] },
  FOLLOW_COUNT: { guard: 'amountChosen', actions: ['forgetFixed', 'followCount'] },
  CHOOSE_WAY: { actions: ['forgetFixed', 'edit'] },
  CHOOSE_REASON: { actions: ['forgetFixed', 'edit'] },
  DESCRIBE: { actions: ['forgetFixed', 'edit'] },
  PICK: { actions: 'startUploads' },
  REMOVE_PICTURE: { actions: ['forgetFixed', 'removePicture'] },
  SUBMIT: { guard: 'notUploading', target: 'validating' },
} as const

/**
 * The refund application (docs/behaviour.md#after-sales): quantity (the remaining count at first),
 * amount in US dollars (unit price x quantity, following the quantity until the shopper types or
 * steps it), mode, reason, description and up to 6 pictures, uploaded as picked (one `upload` child
 * each). SUBMIT waits for uploads, validates in the order docs/behaviour.md#after-sales gives (tag `invalid`, the first problem
 * kept until its field is edited) and applies with the named actor `submit` (tag `busy`;
 * SUBMIT is not taken meanwhile). A refusal keeps the form (tag `failed`) and `notifyFailure` tells
 * the shopper; success ends in `done` after `submitted`.
 */
export const afterSaleFormMachine = setup({
  types: {
    context: {} as AfterSaleFormContext,
    events: {} as AfterSaleFormEvent,
    input: {} as { item: RefundableItem },
  },
  actors: {
    upload: pictureUploadMachine,
    submit: fromPromise<number, AfterSaleCreateInput>(async () => {
      throw new Error('submit is provided by the app')
    }),
  },
  actions: {
    /** The toast and the refund list; provided by the app. */
    submitted: () => {},
    notifyFailure: (_, _message: string | null) => {},
    forgetFixed: assign(({ context, event }) => (context.problem?.field === fieldOfEdit[event.type] ? { problem: null } : {})),
    setCount: assign(({ context: { item, draft, amountChosen }, event }) => {
      const count =
        event.type === 'STEP_COUNT' ? steppedCount(draft.refundCount, event.by, item) : countOf((event as { text: string }).text)
      return { draft: { ...draft, refundCount: count, amount: amountChosen ? draft.amount : followed(count, item) } }
    }),
    typeAmount: assign(({ context, event }) => ({
      draft: { ...context.draft, amount: amountText((event as { text: string }).text) },
      amountChosen: true,
    })),
    stepAmount: assign(({ context: { item, draft }, event }) => {
      const cents = steppedAmount(centsOf(draft.amount), (event as { by: number }).by, item, draft.refundCount)
      return { draft: { ...draft, amount: dollarText(cents) }, amountChosen: true }
    }),
    followCount: assign(({ context: { item, draft } }) => ({
      draft: { ...draft, amount: followed(draft.refundCount, item) },
      amountChosen: false,
    })),
    edit: assign(({ context, event }) => {
      const change =
        event.type === 'CHOOSE_WAY'
          ? { way: event.way }
          : event.type === 'CHOOSE_REASON'
            ? { applyReason: event.reason }
            : event.type === 'DESCRIBE'
              ? { applyDescription: event.text }
              : {}
      return { draft: { ...context.draft, ...change } }
    }),
    startUploads: assign(({ context, event, spawn }) => {
      if (event.type !== 'PICK') return {}
      const held = context.draft.applyPicUrls.length + context.uploads.length
      const { taken, refused } = picturesToUpload(event.files, held, afterSaleLimits.maxImages)
      const ids = taken.map((file, i) => {
        const id = `upload-${context.uploaded + i + 1}`
        spawn('upload', { id, input: { id, file } })
        return id
      })
      const picturesFixed = context.problem?.field === 'applyPicUrls' && ids.length > 0
      return {
        uploads: [...context.uploads, ...ids],
        uploaded: context.uploaded + ids.length,
        pictureProblem: refused && { error: refused, failure: null },
        problem: picturesFixed ? null : context.problem,
      }
    }),
    addPicture: assign(({ context }, { id, output }: Uploaded) => ({
      uploads: context.uploads.filter((u) => u !== id),
      draft: { ...context.draft, applyPicUrls: [...context.draft.applyPicUrls, output] },
    })),
    uploadFailed: assign(({ context }, { id, failure }: UploadFailed) => ({
      uploads: context.uploads.filter((u) => u !== id),
      pictureProblem: { error: 'failed' as const, failure },
    })),
    removePicture: assign(({ context, event }) =>
      event.type === 'REMOVE_PICTURE'
        ? { draft: { ...context.draft, applyPicUrls: context.draft.applyPicUrls.filter((u) => u !== event.url) }, pictureProblem: null }
        : {},
    ),
    rememberProblem: assign(({ context }) => ({ problem: refundProblem(context) })),
    forget: assign({ problem: null, failure: null }),
    rememberFailure: assign((_, failure: string | null) => ({ failure })),
  },
  guards: {
    countSteps: ({ context: { item, draft }, event }) =>
      event.type === 'STEP_COUNT' && steppedCount(draft.refundCount, event.by, item) !== draft.refundCount,
    amountSteps: ({ context: { item, draft }, event }) => {
      if (event.type !== 'STEP_AMOUNT' || item.price <= 0) return false
      const cents = centsOf(draft.amount)
      return steppedAmount(cents, event.by, item, draft.refundCount) !== cents
    },
    amountChosen: ({ context }) => context.amountChosen,
    notUploading: ({ context }) => context.uploads.length === 0,
    invalid: ({ context }) => refundProblem(context) !== null,
  },
}).createMachine({
  id: 'afterSaleForm',
  context: ({ input }) => ({
    item: input.item,
    draft: blankDraft(input.item),
    amountChosen: false,
    uploads: [],
    uploaded: 0,
    pictureProblem: null,
    problem: null,
    failure: null,
  }),
  on: uploadHandlers,
  initial: 'editing',
  states: pictureFormStates(edits, (context: AfterSaleFormContext) => submissionOf(context.item, context.draft)),
})
