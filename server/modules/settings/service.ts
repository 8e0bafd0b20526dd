import { and, asc, type Column, eq, sql } from 'drizzle-orm'
import { type SettingKey, type SettingValues, settingKeys, type TenantSetting } from '../../../contract/api'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { qualified } from '../../lib/sql'
import type { Scope } from '../../http/scope'
import { localized } from '../content/public'

export const isSettingKey = (key: string): key is SettingKey => (settingKeys as readonly string[]).includes(key)

/** The setting as the wire carries it (a JSON string), or null when the tenant has none. */
export async function settingByKey(tx: Tx, tenantId: number, key: SettingKey): Promise<TenantSetting | null> {
  const { tenantSettings: t } = schema
  const [row] = await tx
    .select({ key: t.key, settingValue: t.value })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.key, key)))
  return row ?? null
}

/** A known key the tenant has not set answers null; an unknown key is an error. */
export async function tenantSetting(
  tx: Tx,
  { tenantId }: Pick<Scope, 'tenantId'>,
  { key }: { key: string },
): Promise<TenantSetting | null> {
  if (!isSettingKey(key)) throw new AppError(ErrorCode.invalidField, 'unknownSetting', { field: key })
  return settingByKey(tx, tenantId, key)
}

/** A stored setting's value, parsed (null when the tenant has none). */
export const parsedSetting = <K extends SettingKey>(text: string | null): SettingValues[K] | null =>
  text === null ? null : (JSON.parse(text) as SettingValues[K])

/** The parsed value, for other modules that act on a setting. */
export async function readSetting<K extends SettingKey>(tx: Tx, tenantId: number, key: K): Promise<SettingValues[K] | null> {
  return parsedSetting<K>((await settingByKey(tx, tenantId, key))?.settingValue ?? null)
}

/**
 * The setting's stored text as a column of another module's statement that runs anyway (one
 * round trip less than readSetting); `tenantId`: that statement's tenant column. Parse it with parsedSetting.
 */
export function settingColumn(tenantId: Column, key: SettingKey) {
  const { tenantSettings: t } = schema
  return sql<string | null>`(select ${t.value} from ${t} where ${t.tenantId} = ${qualified(tenantId)} and ${t.key} = ${key})`
}

/** Sets the tenant's setting; null when there is no such tenant. */
export async function writeSetting<K extends SettingKey>(tx: Tx, tenantId: number, key: K, value: SettingValues[K]) {
  const { tenantSettings: t, tenants } = schema
  const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId))
  if (!tenant) return null
  const text = JSON.stringify(value)
  await tx
    .insert(t)
    .values({ tenantId, key, value: text })
    .onConflictDoUpdate({ target: [t.tenantId, t.key], set: { value: text } })
  return { tenantId, ...value }
}

export async function listCurrencies(tx: Tx, { tenantId }: Pick<Scope, 'tenantId'>) {
  const { currencies: t } = schema
  const rows = await tx
    .select({ code: t.code, symbol: t.symbol, name: t.name, rate: t.rate })
    .from(t)
    .where(eq(t.tenantId, tenantId))
    .orderBy(asc(t.sort), asc(t.code))
  return rows.map((r) => ({ ...r, rate: Number(r.rate) }))
}

interface CountryNode {
  cno: string
  cname: string
  childlist: CountryNode[]
}

/** Countries in their sort order, each with its provinces (shared by every tenant). */
export async function listCountryRegions(tx: Tx, { lang }: Pick<Scope, 'lang'>): Promise<CountryNode[]> {
  const { countryRegions: t } = schema
  const rows = await tx.select().from(t).orderBy(asc(t.sort), asc(t.cno))
  const nodes = new Map(rows.map((r) => [r.cno, { cno: r.cno, cname: localized(r.names, lang), childlist: [] as CountryNode[] }]))
  const roots: CountryNode[] = []
  for (const r of rows) {
    const node = nodes.get(r.cno)!
    const parent = r.parentCno ? nodes.get(r.parentCno) : undefined
    if (parent) parent.childlist.push(node)
    else if (!r.parentCno) roots.push(node)
  }
  return roots
}
