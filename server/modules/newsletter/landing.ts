import { and, eq, ne, sql } from 'drizzle-orm'
import { confirmLinkDays, newsletterStatus } from '../../../contract/newsletter'
import { toLanguage } from '../../../contract/locale'
import { schema, type Tx } from '../../db/client'
import type { Mailer } from '../mail/public'
import { linkOrigin, type Site, tenantOf, unsubscribeLink } from './links'
import { welcomeMail } from './mails'
import { subscriptionOf, tokenHash } from './tokens'

const t = schema.newsletterSubscriptions
const { waiting, confirmed, unsubscribed } = newsletterStatus

/** What a link's page says: a question with its button, or how things stand. */
export type Outcome =
  | { kind: 'askConfirm' | 'askUnsubscribe' | 'confirmed' | 'unsubscribed'; email: string }
  | { kind: 'invalid' | 'expired' | 'wasUnsubscribed' }

export interface LinkRequest {
  tenantId: number
  token: string
  site: Site
  mailer: Mailer
  /** The service's secret, which signs the unsubscribe links. */
  secret: string | undefined
}

/** A confirmation link is good for `confirmLinkDays` after it was mailed (the row's created_at, reset by each new link). */
const linkAlive = sql`${t.createdAt} >= now() - make_interval(days => ${confirmLinkDays})`

/** The subscription whose secret the confirm link carries, in the tenant the link's host opens. */
const ofLink = (req: LinkRequest) => and(eq(t.tenantId, req.tenantId), eq(t.tokenHash, tokenHash(req.token)))

/** GET: whether the link may confirm (then the page asks first: mail scanners open links too). */
export async function viewConfirm(tx: Tx, req: LinkRequest): Promise<Outcome> {
  const [row] = await tx
    .select({ email: t.email, status: t.status, alive: sql<boolean>`${linkAlive}` })
    .from(t)
    .where(ofLink(req))
  if (!row) return { kind: 'invalid' }
  if (row.status === unsubscribed) return { kind: 'wasUnsubscribed' }
  if (row.status === confirmed) return { kind: 'confirmed', email: row.email }
  return row.alive ? { kind: 'askConfirm', email: row.email } : { kind: 'expired' }
}

/** POST: confirms a waiting subscription whose link is alive, once (the update's condition decides), and welcomes it. */
export async function confirm(tx: Tx, req: LinkRequest): Promise<Outcome> {
  const [moved] = await tx
    .update(t)
    .set({ status: confirmed, confirmedAt: sql`now()` })
    .where(and(ofLink(req), eq(t.status, waiting), linkAlive))
    .returning({ id: t.id, email: t.email, lang: t.lang })
  if (!moved) return viewConfirm(tx, req)
  const tenant = await tenantOf(tx, req.tenantId)
  const lang = toLanguage(moved.lang)
  const unsubscribe = unsubscribeLink(linkOrigin(tenant.websites, req.site), req.secret, { tenantId: req.tenantId, id: moved.id }, lang)
  await req.mailer.send(tx, req.tenantId, welcomeMail({ to: moved.email, lang, tenant: tenant.name, unsubscribe }))
  return { kind: 'confirmed', email: moved.email }
}

/**
 * The subscription a signed unsubscribe link names, when the link's host opens its tenant; null
 * for a tampered token, a confirm link's secret, or another tenant's link.
 */
function ofSignedLink(req: LinkRequest) {
  const named = subscriptionOf(req.secret, req.token)
  return named?.tenantId === req.tenantId ? and(eq(t.tenantId, named.tenantId), eq(t.id, named.id)) : null
}

/** GET: asks before unsubscribing. */
export async function viewUnsubscribe(tx: Tx, req: LinkRequest): Promise<Outcome> {
  const signed = ofSignedLink(req)
  const [row] = signed ? await tx.select({ email: t.email, status: t.status }).from(t).where(signed) : []
  if (!row) return { kind: 'invalid' }
  return { kind: row.status === unsubscribed ? 'unsubscribed' : 'askUnsubscribe', email: row.email }
}

/** POST (the page's button, or a mail client's one-click, whatever its body): unsubscribes, whatever the subscription's state; again is fine. */
export async function unsubscribe(tx: Tx, req: LinkRequest): Promise<Outcome> {
  const signed = ofSignedLink(req)
  if (!signed) return { kind: 'invalid' }
  const [moved] = await tx
    .update(t)
    .set({ status: unsubscribed, unsubscribedAt: sql`now()` })
    .where(and(signed, ne(t.status, unsubscribed)))
    .returning({ email: t.email })
  return moved ? { kind: 'unsubscribed', email: moved.email } : viewUnsubscribe(tx, req)
}
