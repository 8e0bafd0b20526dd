import { eq } from 'drizzle-orm'
import type { Language } from '../../../contract/locale'
import { newsletterPages } from '../../../contract/newsletter'
import { schema, type Tx } from '../../db/client'

/** Where the request came from: the scheme the browser used and its Host header. */
export interface Site {
  scheme: 'http' | 'https'
  host: string
}

/** The tenant as its mails name it, and the websites their links may point to. */
export async function tenantOf(tx: Tx, tenantId: number) {
  const [tenant] = await tx
    .select({ name: schema.tenants.name, websites: schema.tenants.websites })
    .from(schema.tenants)
    .where(eq(schema.tenants.id, tenantId))
  return tenant ?? { name: '', websites: [] }
}

/**
 * The origin the mails' links point to: the host the shopper subscribed on when it is one of the
 * tenant's websites, else the tenant's first website. A forged Host header never reaches a mail.
 */
export function linkOrigin(websites: string[], site: Site): string {
  const host = site.host.trim().toLowerCase()
  const known = websites.includes(host) || websites.includes(host.replace(/:\d+$/, ''))
  return `${site.scheme}://${known ? host : (websites[0] ?? host)}`
}

export interface Links {
  confirm: string
  unsubscribe: string
}

/** The confirm and unsubscribe links of one secret; the page speaks the language the shopper subscribed in. */
export function linksOf(origin: string, token: string, lang: Language): Links {
  const link = (path: string) => `${origin}${path}?${new URLSearchParams({ token, language: lang })}`
  return { confirm: link(newsletterPages.confirm), unsubscribe: link(newsletterPages.unsubscribe) }
}
