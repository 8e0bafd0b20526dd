import { payPasswordWires } from '../../contract/payPassword'
import type { payPasswordCalls } from '../../contract/schemas/payPassword'
import { clientOf } from './client'

/** The transaction password, under /member/userInfo/ (server/modules/payPassword). */
export const payPasswordApi = clientOf<typeof payPasswordCalls>(payPasswordWires)
