import { type AfterSaleCreateInput, afterSaleLimits, type RefundableItem } from '../../contract/afterSale'
import { type RefundFields, validateRefund } from '../../contract/afterSaleForms'
import { refundableOrderStatuses } from '../../contract/lifecycles'
import { amountText, centsOf, dollarText } from '../lib/dollars'
import { createFormMachine, type PictureField } from '../lib/form'
import type { FieldProblem } from '../lib/formFields'
import { pictureUploadsMachine } from '../lib/pictureUploads'

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

/** The application as the shopper fills it in: the quantity and the amount (US dollars) as typed. */
export interface RefundDraft {
  orderItemId: number
  refundCount: string
  amount: string
  /** The shopper typed or stepped the amount: it stops following the quantity (an edit back to false follows it again). */
  amountChosen: boolean
  way: number | undefined
  applyReason: number | undefined
  applyDescription: string
  applyPicUrls: string[]
}

export type RefundField = Exclude<keyof RefundDraft, 'orderItemId' | 'amountChosen'>

export interface AfterSaleFormInput {
  item: RefundableItem
}

type Item = Pick<RefundableItem, 'price' | 'surplusCount' | 'surplusPrice'>

/** A count as typed: digits only, at most 6, as a number reads them ('007' is 7); empty is no count. */
function countText(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 6)
  return digits && String(Number(digits))
}
/** The quantity typed: none while the box is empty. */
export const countOf = (text: string) => (text === '' ? undefined : Number(text))
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

/** The quantity one piece up or down, within 1 and what is left; null where it cannot move. */
export function countStep(item: Item, draft: Pick<RefundDraft, 'refundCount'>, by: 1 | -1): string | null {
  const count = countOf(draft.refundCount)
  const next = steppedCount(count, by, item)
  return next === count ? null : String(next)
}

/** The amount at the next multiple of the unit price up or down, within what may be refunded; null where it cannot move. */
export function amountStep(item: Item, draft: Pick<RefundDraft, 'refundCount' | 'amount'>, by: 1 | -1): string | null {
  if (item.price <= 0) return null
  const cents = centsOf(draft.amount)
  const next = steppedAmount(cents, by, item, countOf(draft.refundCount))
  return next === cents ? null : dollarText(next)
}

/** The draft as the rules (contract/afterSaleForms.ts) and the service read it: the count a number, the amount in cents. */
export const fieldsOf = ({ refundCount, amount, way, applyReason, applyDescription, applyPicUrls }: RefundDraft): RefundFields => ({
  refundCount: countOf(refundCount),
  way,
  applyReason,
  refundPrice: amount.trim() === '' ? undefined : centsOf(amount),
  applyDescription,
  applyPicUrls,
})

export function submissionOf(draft: RefundDraft): AfterSaleCreateInput {
  const { applyDescription, applyPicUrls, ...fields } = fieldsOf(draft)
  return { orderItemId: draft.orderItemId, ...fields, applyDescription: applyDescription.trim(), applyPicUrls: [...applyPicUrls] }
}

/** docs/behaviour.md#after-sales, the amount's rules named by the field the shopper types it in. */
export function refundProblem(draft: RefundDraft, item: RefundableItem): FieldProblem<RefundField> | null {
  const problem = validateRefund(fieldsOf(draft), item)
  return problem && { field: problem.field === 'refundPrice' ? 'amount' : problem.field, error: problem.error }
}

/** The quantity keeps its digits; the amount keeps dollars as typed once chosen, else follows unit price x quantity. */
function tidy(draft: RefundDraft, { item }: AfterSaleFormInput, edited: keyof RefundDraft): RefundDraft {
  const refundCount = countText(draft.refundCount)
  const amountChosen = edited === 'amount' || draft.amountChosen
  const amount = amountChosen ? amountText(draft.amount) : followed(countOf(refundCount), item)
  return { ...draft, refundCount, amount, amountChosen }
}

/** The refund's pictures: up to 6 (contract/afterSale.ts). */
export const afterSaleUploadsMachine = pictureUploadsMachine<PictureField<RefundDraft>>({
  id: 'afterSaleUploads',
  max: afterSaleLimits.maxImages,
})

/**
 * The refund application (docs/behaviour.md#after-sales) on the form kit: quantity (the remaining
 * count at first), amount in US dollars (unit price x quantity, following the quantity until the
 * shopper types or steps it), mode, reason, description and up to 6 pictures, uploaded as picked
 * by the `uploads` region (`afterSaleUploadsMachine`, SUBMIT waits for them). SUBMIT validates in the
 * order docs/behaviour.md#after-sales gives (tag `invalid`) and applies with `submit` (tag `busy`),
 * answering the after-sale's id; a refusal keeps the form (tag `failed`); success ends (tag `done`).
 */
export const afterSaleFormMachine = createFormMachine({
  id: 'afterSaleForm',
  types: {} as { result: number },
  blank: ({ item }: AfterSaleFormInput): RefundDraft => ({
    orderItemId: item.orderItemId,
    refundCount: String(item.surplusCount),
    amount: followed(item.surplusCount, item),
    amountChosen: false,
    way: undefined,
    applyReason: undefined,
    applyDescription: '',
    applyPicUrls: [],
  }),
  validate: (draft, { item }) => refundProblem(draft, item),
  tidy,
  regions: ['uploads'],
  afterSubmit: 'end',
})
