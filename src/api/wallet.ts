import { walletWires } from '../../contract/wallet'
import type { walletCalls } from '../../contract/schemas/wallet'
import { clientOf } from './client'

/** Balance, recharges, withdrawals and their logs, in US cents (server/modules/wallet). */
export const walletApi = clientOf<typeof walletCalls>(walletWires)
