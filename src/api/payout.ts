import { payoutAddressPageSize } from '../../contract/payout'
import type { PayoutAddressValues } from '../../machines/payout/payoutAddressForm'
import { walletCall as call } from './calls'

/** Payout (withdrawal) addresses: docs/behaviour.md#payout-addresses, /member/bank/*. */
export const payoutApi = {
  page: (pageNo: number) => call.payoutAddressPage({ pageNo, pageSize: payoutAddressPageSize }),
  list: call.payoutAddressList,
  /** Adds the address when its id is 0, otherwise changes it. */
  save: ({ id, ...form }: PayoutAddressValues) => (id ? call.updatePayoutAddress({ id, ...form }) : call.createPayoutAddress(form)),
  remove: (id: number) => call.deletePayoutAddress({ id }),
}
