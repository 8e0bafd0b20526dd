import { type SQL, sql } from 'drizzle-orm'
import type { SettingKey } from '../../../contract/api'
import { schema } from '../../db/client'

/**
 * A tenant's `{ days }` setting inside a query, `fallback` when it is unset or unreadable (a value
 * not JSON, or days not a small whole number), for the tenant `tenantId` names (a column of the
 * row, or the transaction's tenant). Not tied to other rows, so Postgres reads it once per tenant.
 */
export const settingDays = (key: SettingKey, fallback: number, tenantId: SQL) => sql<number>`coalesce((
  select case when left(s.value, 1) = '{' then case when s.value::jsonb ->> 'days' ~ '^[0-9]{1,4}$' then (s.value::jsonb ->> 'days')::int end end
  from ${schema.tenantSettings} s
  where s.tenant_id = ${tenantId} and s.key = ${key}), ${fallback})`
