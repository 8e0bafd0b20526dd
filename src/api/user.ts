import { userWires } from '../../contract/api'
import type { userCalls } from '../../contract/schemas/api'
import { clientOf } from './client'

/** The shopper's profile and password (server/modules/user). */
export const userApi = clientOf<typeof userCalls>(userWires)
