import type { RechargeForm, WithdrawForm } from '../../contract/walletForms'
import { apiCall, walletCall as call } from './calls'

/** The wallet's calls of docs/behaviour.md#wallet (money in US cents), as the wallet pages use them. */
export const walletApi = {
  wallet: () => call.wallet(),
  rechargeOptions: () => call.rechargeOptions(),
  recharge: (form: RechargeForm) => call.recharge(form),
  rechargeDetail: (id: number) => call.rechargeDetail({ id }),
  recharges: (pageNo: number, pageSize: number) => call.recharges({ pageNo, pageSize }),
  balanceLog: (pageNo: number, pageSize: number) => call.balanceLog({ pageNo, pageSize }),
  withdrawals: (pageNo: number, pageSize: number) => call.withdrawals({ pageNo, pageSize }),
  withdraw: (form: WithdrawForm) => call.withdraw(form),
  payoutAddresses: () => call.payoutAddressList(),
}

/** POST /infra/file/upload: an image of the shopper's; answers its URL. */
export const uploadImage = (file: File) => apiCall.upload({ file })
