import { addressLimits } from '../../contract/address'
import type { CreateOrdersInput } from '../../contract/order'
import { addressCall, apiCall, catalogCall, orderCall as call } from './calls'

/** The checkout's calls (docs/behaviour.md#checkout), shaped as its machines and routes use them. */
export const checkoutApi = {
  cart: () => call.cartList(),
  cartCount: () => catalogCall.cartCount(),
  /** Counts typed in a row are sent one line after another; the last answer is the cart's piece count. */
  updateCounts: async (lines: readonly { id: number; count: number }[]) => {
    let pieces = 0
    for (const line of lines) pieces = await call.cartUpdateCount(line)
    return pieces
  },
  remove: (ids: number[]) => call.cartDelete({ ids }),
  settleCheck: () => call.settleCheck(),
  addresses: async () => (await addressCall.list({ pageNo: 1, pageSize: addressLimits.maxPerUser })).list,
  countries: () => apiCall.countryRegions(),
  addAddress: (form: Parameters<typeof call.checkoutAddress>[0]) => call.checkoutAddress(form),
  createOrders: async (input: CreateOrdersInput) => (await call.createOrders(input)).tradeOrderIdList,
  paySummary: (ids: number[]) => call.paySummary({ ids }),
  payChannels: () => call.payChannels(),
  changePayType: (input: { tradeOrderIdList: number[]; payType: number }) => call.changePayType(input),
  pay: (input: Parameters<typeof call.pay>[0]) => call.pay(input),
  upload: (file: File) => apiCall.upload({ file }),
}
