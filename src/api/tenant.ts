import { tenantWires } from '../../contract/api'
import type { tenantCalls } from '../../contract/schemas/api'
import { clientOf } from './client'

/** Which tenant a site is (server/modules/tenant). */
export const tenantApi = clientOf<typeof tenantCalls>(tenantWires)
