import { afterSaleLimits } from './afterSale'
import { AfterSaleWay, RefundReason } from './lifecycles'
import type { RefundableItem } from './afterSale'
import { type FieldError, firstError } from './validation'

/** The refund application's rules (docs/behaviour.md#after-sales), shared by the storefront's machine and the service. */

export interface RefundFields {
  /** Pieces; undefined when the box is empty. */
  refundCount: number | undefined
  /** AfterSaleWay; undefined until chosen. */
  way: number | undefined
  /** RefundReason; undefined until chosen. */
  applyReason: number | undefined
  /** US cents; undefined when the box is empty. */
  refundPrice: number | undefined
  applyDescription: string
  applyPicUrls: readonly string[]
}

export type RefundItemFacts = Pick<RefundableItem, 'price' | 'surplusCount' | 'surplusPrice' | 'shipped'>

const ways: readonly number[] = Object.values(AfterSaleWay)
const reasons: readonly number[] = Object.values(RefundReason)

function checkCount(count: number | undefined, item: RefundItemFacts): FieldError | null {
  if (count === undefined || Number.isNaN(count)) return 'refundCountRequired'
  if (!Number.isInteger(count) || count < 1) return 'refundCountZero'
  return count > item.surplusCount ? 'refundCountTooHigh' : null
}

function checkWay(way: number | undefined, item: RefundItemFacts): FieldError | null {
  if (way === undefined || !ways.includes(way)) return 'refundModeRequired'
  return way === AfterSaleWay.refundAndReturn && !item.shipped ? 'returnNeedsShipment' : null
}

/** The unit price or a multiple of it, at most what was paid for the pieces asked for and what is left to refund. */
function checkPrice(cents: number | undefined, count: number, item: RefundItemFacts): FieldError | null {
  if (cents === undefined || Number.isNaN(cents) || cents <= 0) return 'refundPriceRequired'
  if (!Number.isInteger(cents) || item.price <= 0 || cents % item.price !== 0) return 'refundPriceMultiple'
  return cents > item.price * count || cents > item.surplusPrice ? 'refundPriceTooHigh' : null
}

/** The order docs/behaviour.md#after-sales gives: count (given, non-zero, not above the remaining), mode, reason, amount, description, images. */
export const validateRefund = (f: RefundFields, item: RefundItemFacts) =>
  firstError<keyof RefundFields>([
    ['refundCount', checkCount(f.refundCount, item)],
    ['way', checkWay(f.way, item)],
    ['applyReason', f.applyReason !== undefined && reasons.includes(f.applyReason) ? null : 'refundReasonRequired'],
    ['refundPrice', checkPrice(f.refundPrice, f.refundCount ?? 0, item)],
    ['applyDescription', f.applyDescription.trim().length > afterSaleLimits.descriptionMax ? 'descriptionTooLong' : null],
    ['applyPicUrls', f.applyPicUrls.length > afterSaleLimits.maxImages ? 'tooManyImages' : null],
  ])

/** The return's tracking number (`PUT delivery`). */
export const validateReturnDelivery = (logisticsNo: string) =>
  firstError<'logisticsNo'>([['logisticsNo', logisticsNo.trim() ? null : 'logisticsNoRequired']])
