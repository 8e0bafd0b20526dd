import { authWires } from '../../contract/api'
import type { authCalls } from '../../contract/schemas/api'
import { clientOf } from './client'

/** Logging in and out, registering (server/modules/auth). */
export const authApi = clientOf<typeof authCalls>(authWires)
