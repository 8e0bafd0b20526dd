import { sql } from 'drizzle-orm'
import type { Db } from './client'

export const appRole = 'vitrine_app'

/**
 * A transaction whose statements all find their rows by key (ids, the member's own rows) keeps one
 * generic plan per statement and connection instead of planning every run: such a statement's best
 * plan does not depend on its values. (`auto` would go on planning those whose custom plan merely
 * looks cheaper, such as an edit's write with no SKU to delete.) The pool's default plans each run
 * for its values, as a list or a search needs (docs/performance.md, "Keyed plans").
 */
const keyedPlans = ", set_config('plan_cache_mode', 'force_generic_plan', true)"

/** What inTenant runs first in each transaction: the tenant the policies below read, the application role they bind, and `keyed` plans. */
export const tenantSettings = (tenantId: number, keyed = false) =>
  sql`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('role', ${appRole}, true)${sql.raw(keyed ? keyedPlans : '')}`

/** The same statement as text, for a query sent whole (the polls, the folded begin): the tenant's id inlined, so only an integer. */
export function tenantSettingsText(tenantId: number, keyed = false) {
  if (!Number.isSafeInteger(tenantId)) throw new Error('A tenant id is an integer')
  return `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', '${appRole}', true)${keyed ? keyedPlans : ''}`
}

/**
 * The second lock on tenant isolation. Idempotent, run at every start: every table with a
 * `tenant_id` column gets row-level security with a policy keyed on `app.tenant_id`, and the
 * application role may read and write the tables but owns none, so the policies bind it.
 */
export async function applyRowLevelSecurity(db: Db) {
  await db.execute(
    sql.raw(`
DO $$
DECLARE t record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${appRole}') THEN
    CREATE ROLE ${appRole} NOLOGIN;
  END IF;
  GRANT USAGE ON SCHEMA public TO ${appRole};
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${appRole};
  GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${appRole};
  FOR t IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE c.relkind = 'r' AND NOT c.relrowsecurity
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::int) WITH CHECK (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::int)',
      t.relname);
  END LOOP;
END $$;`),
  )
}
