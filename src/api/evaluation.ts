import { evaluationWires } from '../../contract/evaluation'
import type { evaluationCalls } from '../../contract/schemas/evaluation'
import { clientOf } from './client'

/** Evaluations of order items, and a product's evaluations (server/modules/evaluation). */
export const evaluationApi = clientOf<typeof evaluationCalls>(evaluationWires)
