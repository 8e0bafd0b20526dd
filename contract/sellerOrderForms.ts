import { firstError } from './validation'

/**
 * The shop's order dialogs' rules (docs/behaviour.md#seller-orders), in the order the fields stand:
 * ship (a carrier from the list, or "other" with its name, and the tracking number), a tracking
 * update, and the reason of a cancel. The service's schemas require the same fields.
 */

/** The ship dialog's choice that lets the owner type the carrier's name. */
export const otherCarrier = 'other'

export interface ShipForm {
  carrier: string
  /** The carrier's name when `carrier` is "other". */
  carrierName: string
  logisticsNo: string
}

/** The carrier the service is sent: the one chosen, or the name typed for "other". */
export const carrierOf = (form: ShipForm) => (form.carrier === otherCarrier ? form.carrierName : form.carrier).trim()

export const validateShip = (form: ShipForm) =>
  firstError<keyof ShipForm & string>([
    ['carrier', form.carrier ? null : 'carrierRequired'],
    ['carrierName', carrierOf(form) ? null : 'carrierRequired'],
    ['logisticsNo', form.logisticsNo.trim() ? null : 'trackingNoRequired'],
  ])

export interface TrackForm {
  content: string
}
export const validateTrack = (form: TrackForm) =>
  firstError<'content'>([['content', form.content.trim() ? null : 'trackingUpdateRequired']])

export interface CancelForm {
  reason: string
}
export const validateCancel = (form: CancelForm) => firstError<'reason'>([['reason', form.reason.trim() ? null : 'cancelReasonRequired']])
