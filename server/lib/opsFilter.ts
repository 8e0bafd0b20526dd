import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** What an ops list is narrowed by: one status and one tenant, each only when given. */
export type OpsFilter = { status?: number; tenant?: number; limit?: number }

/** The rows of an ops list: in the filter's status and tenant when it names them, else all. */
export const opsWhere = (filter: OpsFilter, status: PgColumn, tenantId: PgColumn): SQL | undefined =>
  and(filter.status === undefined ? undefined : eq(status, filter.status), filter.tenant ? eq(tenantId, filter.tenant) : undefined)
