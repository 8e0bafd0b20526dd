import { eq } from 'drizzle-orm'
import type { Language } from '../../../contract/locale'
import { newsletterPages } from '../../../contract/newsletter'
import { schema, type Tx } from '../../db/client'
import { type Subscription, unsubscribeToken } from './tokens'

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
 * A campaign passes the address ops reached the service at, and `keepPort` (that port is the
 * operator's, not a forger's): the demo's maison.localhost:3000 then works as it is.
 */
export function linkOrigin(websites: string[], site: Site, { keepPort = false } = {}): string {
  const host = site.host.trim().toLowerCase()
  const bare = host.replace(/:\d+$/, '')
  const known = websites.includes(host) || websites.includes(bare)
  const first = websites[0] === undefined ? host : `${websites[0]}${keepPort ? host.slice(bare.length) : ''}`
  return `${site.scheme}://${known ? host : first}`
}

/** A page's link with its token; the page speaks the language the shopper subscribed in. */
export const pageLink = (origin: string, page: keyof typeof newsletterPages, token: string, lang: Language) =>
  `${origin}${newsletterPages[page]}?${new URLSearchParams({ token, language: lang })}`

/** Where a subscription's mails send its unsubscribe link: signed, so every mail can build it. */
export const unsubscribeLink = (origin: string, secret: string | undefined, subscription: Subscription, lang: Language) =>
  pageLink(origin, 'unsubscribe', unsubscribeToken(secret, subscription), lang)
