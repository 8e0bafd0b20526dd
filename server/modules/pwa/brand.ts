import { and, asc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { fallbackTenantId } from '../../../contract/locale'
import { asPlatform, type Db, inTenant, schema, type Tx } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { readSetting } from '../settings/public'
import { tenantByWebsite } from '../tenant/public'

/** What the installed app looks like for one tenant: its name, its mark and its colours. */
export interface Brand {
  name: string
  /** The square mark (TABS_SETTING tabsLogo, else the favicon or the logo), or null for a drawn monogram. */
  logo: string | null
  /** The page's background (the theme's surface) and the mark's colour (its ink). */
  background: string
  ink: string
}

/** The default surface (index.html's theme colour) and ink, for a tenant whose design template has no theme. */
export const brandDefaults = { background: '#fdfcfa', ink: '#1d1b19' }
const colour = (value: unknown) => (typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : null)

/** The tenant of the host (tenant 1 when none is), as the storefront resolves it. */
async function brandOfHost(db: Db, host: string): Promise<Brand> {
  const tenant = await asPlatform(db, (tx) => tenantByWebsite(tx, { website: host }))
  const tenantId = tenant?.id ?? fallbackTenantId
  return inTenant(db, tenantId, async (tx) => {
    // One after another: a transaction is one connection, which runs one query at a time.
    const tabs = await readSetting(tx, tenantId, 'TABS_SETTING')
    const pictures = await readSetting(tx, tenantId, 'DOMAIN_PIC_SETTING')
    const theme = await themeOf(tx, tenantId)
    return {
      // The product's own name when the tenant has none.
      name: tabs?.tabsName || tenant?.name || 'Vitrine',
      logo: tabs?.tabsLogo || pictures?.favicon || pictures?.logo || null,
      background: colour(theme?.surface) ?? brandDefaults.background,
      ink: colour(theme?.ink) ?? brandDefaults.ink,
    }
  })
}

/** The style of the active design template's theme block (docs/behaviour.md#tenant-settings, property). */
async function themeOf(tx: Tx, tenantId: number): Promise<Record<string, unknown> | undefined> {
  const t = schema.designTemplates
  const [template] = await tx
    .select({ content: t.content })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.active, true)))
    .orderBy(asc(t.id))
    .limit(1)
  const property = (template?.content as { property?: { type?: string; style?: Record<string, unknown> }[] } | undefined)?.property
  return Array.isArray(property) ? property.find((p) => p?.type === 'theme')?.style : undefined
}

/** Brands by host, kept a minute: the browser asks for the manifest on every page. */
const kept = new Map<string, { brand: Promise<Brand>; until: number }>()
const keepMs = 60_000

export function brandFor(db: Db, host: string): Promise<Brand> {
  const now = Date.now()
  const hit = kept.get(host)
  if (hit && hit.until > now) return hit.brand
  const brand = brandOfHost(db, host)
  kept.set(host, { brand, until: now + keepMs })
  brand.catch(() => kept.delete(host))
  if (kept.size > 1000) kept.delete(kept.keys().next().value as string)
  return brand
}

/** Drops the kept brands (see forgetRemembered in server/lib/memo.ts). */
export function forgetBrands(): void {
  kept.clear()
}

/** The brand of the tenant a request's host opens: one source for the web manifest, its icons, the offline page and each page's theme colour. */
export const brandOfRequest = (c: Context<AppEnv>) => brandFor(c.get('db'), c.req.header('host') ?? new URL(c.req.url).host)
