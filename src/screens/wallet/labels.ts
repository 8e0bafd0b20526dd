import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { RechargeStatus, WithdrawalStatus } from '../../../contract/lifecycles'
import { type BalanceLogEntry, balanceLogType as type, payMethodType } from '../../../contract/wallet'

/** docs/behaviour.md#wallet: balance log types 1 to 9. */
export const balanceLogTypeLabels: Record<number, MessageDescriptor> = {
  [type.withdrawal]: msg`Withdrawal`,
  [type.consumption]: msg`Consumption`,
  [type.merchantPay]: msg`Merchant payment`,
  [type.refund]: msg`Refund`,
  [type.recharge]: msg`Recharge`,
  [type.backendRecharge]: msg`Backend recharge`,
  [type.backendDeduction]: msg`Backend deduction`,
  [type.merchantCollection]: msg`Merchant collection`,
  [type.platformRefund]: msg`Platform refund`,
}

/** A withdrawal sent: its money leaves the frozen amount and nothing moves in the balance. */
export const isRemittance = (line: Pick<BalanceLogEntry, 'type' | 'amt' | 'frozenAmt'>) =>
  line.type === type.withdrawal && line.amt === 0 && line.frozenAmt < 0

/** What a balance log line is: its type, or the withdrawal's completion. */
export const balanceLogLabel = (line: Pick<BalanceLogEntry, 'type' | 'amt' | 'frozenAmt'>): MessageDescriptor | undefined =>
  isRemittance(line) ? msg`Withdrawal sent` : balanceLogTypeLabels[line.type]

/** A status label with its badge colour. */
export interface StatusLabel {
  label: MessageDescriptor
  palette: 'green' | 'red' | 'orange' | 'gray' | 'blue'
}

/** docs/behaviour.md#wallet, recharge audit: pass (success), unAudit (awaiting review), rejected (failed), waiting (under review). */
export const rechargeStatusLabels: Record<number, StatusLabel> = {
  [RechargeStatus.unAudit]: { label: msg`Awaiting review`, palette: 'gray' },
  [RechargeStatus.pass]: { label: msg`Success`, palette: 'green' },
  [RechargeStatus.rejected]: { label: msg`Failed`, palette: 'red' },
  [RechargeStatus.waiting]: { label: msg`Under review`, palette: 'orange' },
}

/** docs/behaviour.md#wallet: the audit time is shown unless the recharge is unaudited or waiting. */
export const showsAuditTime = (auditStatus: number) => auditStatus === RechargeStatus.pass || auditStatus === RechargeStatus.rejected

/** docs/behaviour.md#wallet, withdrawal sta: 0 awaiting review, 1 success, 2 failed, 3 remitted, 4 applying. */
export const withdrawalStatusLabels: Record<number, StatusLabel> = {
  [WithdrawalStatus.awaitingReview]: { label: msg`Awaiting review`, palette: 'gray' },
  [WithdrawalStatus.success]: { label: msg`Success`, palette: 'green' },
  [WithdrawalStatus.failed]: { label: msg`Failed`, palette: 'red' },
  [WithdrawalStatus.remitted]: { label: msg`Remitted`, palette: 'blue' },
  [WithdrawalStatus.applying]: { label: msg`Applying`, palette: 'orange' },
}

/** docs/behaviour.md#wallet: pay method codes. */
export const payMethodLabels: Record<number, MessageDescriptor> = {
  [payMethodType.virtualCurrency]: msg`Virtual currency`,
  [payMethodType.card]: msg`Bank card`,
  [payMethodType.online]: msg`Online payment`,
  [payMethodType.balance]: msg`Balance`,
}

export const unknownStatus: StatusLabel = { label: msg`Unknown`, palette: 'gray' }
