import type { PayoutAddressValues } from '../../machines/payout/payoutAddressForm'
import { payoutWires } from '../../contract/wallet'
import type { payoutCalls } from '../../contract/schemas/wallet'
import { clientOf } from './client'

/** Payout addresses, /member/bank/* (server/modules/payout). */
export const payoutApi = clientOf<typeof payoutCalls>(payoutWires)

/** Adds the address when its id is 0, otherwise changes it. */
export const savePayoutAddress = ({ id, ...form }: PayoutAddressValues) =>
  id ? payoutApi.updatePayoutAddress({ id, ...form }) : payoutApi.createPayoutAddress(form)
