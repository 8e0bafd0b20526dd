import { earningsWires } from '../../contract/earnings'
import type { earningsCalls } from '../../contract/schemas/earnings'
import { clientOf } from './client'

/** The seller's earnings (server/modules/earnings). */
export const earningsApi = clientOf<typeof earningsCalls>(earningsWires)
