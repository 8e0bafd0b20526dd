import { sql } from 'drizzle-orm'
import type { Db } from './client'

export const appRole = 'vitrine_app'

/**
 * The settings of a tenant's transaction, in order: the tenant the policies below read, the
 * application role they bind and, for a `keyed` transaction (whose statements all find their rows
 * by key: ids, the member's own rows), one generic plan per statement and connection instead of a
 * plan at every run, since such a statement's best plan does not depend on its values. (`auto`
 * would go on planning those whose custom plan merely looks cheaper, such as an edit's write with
 * no SKU to delete.) The pool's default plans each run for its values, as a list or a search needs
 * (docs/performance.md, "Keyed plans").
 */
function settingsOf(tenantId: number, keyed: boolean): [string, string][] {
  if (!Number.isSafeInteger(tenantId)) throw new Error('A tenant id is an integer')
  const plans: [string, string][] = keyed ? [['plan_cache_mode', 'force_generic_plan']] : []
  return [['app.tenant_id', String(tenantId)], ['role', appRole], ...plans]
}

/** What inTenant runs first in each transaction: the settings above, their values as parameters. */
export const tenantSettings = (tenantId: number, keyed = false) =>
  sql`select ${sql.join(
    settingsOf(tenantId, keyed).map(([name, value]) => sql`set_config(${sql.raw(`'${name}'`)}, ${value}, true)`),
    sql`, `,
  )}`

/** The same statement as text, for a query sent whole (the polls, the folded begin): the values inlined (an integer, constants). */
export const tenantSettingsText = (tenantId: number, keyed = false) =>
  `select ${settingsOf(tenantId, keyed)
    .map(([name, value]) => `set_config('${name}', '${value}', true)`)
    .join(', ')}`

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
