import { evaluationLimits } from '../../contract/evaluation'
import { validateEvaluationItem } from '../../contract/orderForms'
import { createFormMachine, type PictureField } from '../lib/form'
import type { FieldProblem } from '../lib/formFields'
import { pictureUploadsMachine } from '../lib/pictureUploads'

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

/** A field of one item: `${itemId}.${field}`, so that each item's fields are fields of the form. */
export type ItemField<K extends DraftField = DraftField> = `${number}.${K}`

/** Every item's fields, and the items top to bottom. */
export type EvaluationForm = { readonly itemIds: readonly number[] } & {
  [K in DraftField as ItemField<K>]: EvaluationDraft[K]
}

export interface EvaluationInput {
  itemIds: number[]
}

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

export const itemField = <K extends DraftField>(itemId: number, field: K): ItemField<K> => `${itemId}.${field}`
/** The item a field of the form belongs to. */
export const itemOfField = (field: string) => Number.parseInt(field, 10)

export const draftOf = (form: EvaluationForm, itemId: number): EvaluationDraft => ({
  itemId,
  serviceAttitudeScore: form[itemField(itemId, 'serviceAttitudeScore')],
  logisticsServiceScore: form[itemField(itemId, 'logisticsServiceScore')],
  describeScore: form[itemField(itemId, 'describeScore')],
  remark: form[itemField(itemId, 'remark')],
  picUrls: form[itemField(itemId, 'picUrls')],
})

function blank({ itemIds }: EvaluationInput): EvaluationForm {
  let form: EvaluationForm = { itemIds }
  for (const id of itemIds) {
    for (const rating of ratingFields) form = { ...form, [itemField(id, rating)]: 0 }
    form = { ...form, [itemField(id, 'remark')]: '', [itemField(id, 'picUrls')]: [] }
  }
  return form
}

/** The first problem of the items, top to bottom, each in the order docs/behaviour.md#evaluations gives. */
export function evaluationProblem(form: EvaluationForm): FieldProblem<ItemField> | null {
  for (const id of form.itemIds) {
    const found = validateEvaluationItem(draftOf(form, id))
    if (found) return { field: itemField(id, found.field), error: found.error }
  }
  return null
}

/** Ratings are whole stars from 0 to 5. */
function tidy(form: EvaluationForm): EvaluationForm {
  let tidied = form
  for (const id of form.itemIds) {
    for (const rating of ratingFields) {
      const field = itemField(id, rating)
      tidied = { ...tidied, [field]: Math.min(evaluationLimits.maxScore, Math.max(0, Math.round(form[field]))) }
    }
  }
  return tidied
}

export const submissionOf = (form: EvaluationForm): EvaluationSubmission => ({
  list: form.itemIds
    .map((id) => draftOf(form, id))
    .map(({ picUrls, remark, ...scores }) => ({ ...scores, remark: remark.trim(), picUrls: JSON.stringify(picUrls) })),
})

/** Each item's pictures: up to 6 (contract/evaluation.ts). */
export const evaluationUploadsMachine = pictureUploadsMachine<PictureField<EvaluationForm>>({
  id: 'evaluationUploads',
  max: evaluationLimits.maxImages,
})

/**
 * The evaluation page (docs/behaviour.md#evaluations) on the form kit: per item three star ratings,
 * a comment and 1 to 6 pictures, each a field of the form (`itemField`). Pictures upload as they
 * are picked (the `uploads` region, `evaluationUploadsMachine`); SUBMIT waits while any is in flight
 * (`can` is false), then validates every item in order (tag `invalid`, the first problem kept until
 * its field is edited) and publishes with `submit` (tag `busy`). A failed publish only ends the
 * loading: the form stays as it was (tag `failed`) and `notifyFailure` tells the shopper; success
 * ends (tag `done`) after `submitted`.
 */
export const evaluationFormMachine = createFormMachine({
  id: 'evaluationForm',
  blank,
  validate: evaluationProblem,
  tidy,
  regions: ['uploads'],
  afterSubmit: 'end',
})
