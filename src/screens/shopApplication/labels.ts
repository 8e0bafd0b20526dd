import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { IdCardType } from '../../../contract/lifecycles'

/** The identity documents of docs/behaviour.md#shop-application (cardType), in their order. */
export const cardTypeLabels: Record<number, MessageDescriptor> = {
  [IdCardType.idCard]: msg`ID card`,
  [IdCardType.passport]: msg`Passport`,
  [IdCardType.drivingLicence]: msg`Driving licence`,
}
