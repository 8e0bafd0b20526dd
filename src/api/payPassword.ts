import { payPasswordCall as call } from './calls'

/** The transaction password calls of docs/behaviour.md#transaction-password (under /member/userInfo/). */
export const payPasswordApi = {
  info: call.intoPayPassWord,
  sendCode: (mailbox: string) => call.sendForgetPayPasswordEmail({ mailbox }),
  checkCode: call.checkemailPayPassWord,
  set: call.setPayPassWord,
  change: call.updatePayPassWord,
  reset: call.forgetPayPassWord,
}
