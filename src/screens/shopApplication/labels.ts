import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { IdCardType } from '../../../contract/lifecycles'

/** SPEC.md section 3's identity documents (cardType), in their order. */
export const cardTypeLabels: Record<number, MessageDescriptor> = {
  [IdCardType.idCard]: msg`ID card`,
  [IdCardType.passport]: msg`Passport`,
  [IdCardType.drivingLicence]: msg`Driving licence`,
}
