import { sql } from 'drizzle-orm'
import { newsletterStatus } from '../../../contract/newsletter'
import { checkEmail } from '../../../contract/validation'
import { schema, type Tx } from '../../db/client'
import { enforceChecks } from '../../http/input'
import type { Scope } from '../../http/scope'
import { ErrorCode } from '../../../contract/codes'
import { AppError } from '../../http/errors'
import { eventsWithin, mailGapAfter, normalizeEmail, recordEvents, secondsUntilBelow } from '../auth/public'
import { linkOrigin, pageLink, type Site, tenantOf, unsubscribeLink } from './links'
import { confirmationMail } from './mails'
import { newToken, tokenHash } from './tokens'

const { waiting, unsubscribed } = newsletterStatus

/** Subscribes one client may ask for an hour, whatever the addresses. */
export const subscribeRules = { perClientPerHour: 10 } as const

const clientKey = (ip: string) => `newsletter:ip:${ip}`
const mailKey = (address: string) => `newsletter:mail:${address}`

/**
 * Subscribes an address (double opt-in): a new one, or one that unsubscribed, starts waiting
 * with a new secret and is mailed its confirm link; one still waiting gets a new link once the
 * gap after its mails of the last hour has passed (2, 4, 8, 16, then 30 minutes, as email codes);
 * a confirmed one stays as it is. A client is refused past `perClientPerHour` asks. One statement,
 * keyed by the unique index on the address (case aside), so concurrent subscribes of one address
 * make one row and one mail.
 * The answer is the same in every case: it does not tell who subscribes.
 */
export async function subscribe(tx: Tx, scope: Scope, { email, site }: { email: string; site: Site }) {
  enforceChecks([['email', checkEmail(email)]])
  const address = normalizeEmail(email)
  await assertClientMayAsk(tx, scope)
  const gap = mailGapAfter(Math.max(1, (await eventsWithin(tx, scope.tenantId, mailKey(address), 3600)).events))
  const token = newToken()
  const t = schema.newsletterSubscriptions
  const result = await tx.execute(sql`
    insert into ${t} (tenant_id, email, lang, status, token_hash)
    values (${scope.tenantId}, ${address}, ${scope.lang}, ${waiting}, ${tokenHash(token)})
    on conflict (tenant_id, lower(email)) do update
      set token_hash = excluded.token_hash, lang = excluded.lang, status = ${waiting},
          created_at = now(), confirmed_at = null, unsubscribed_at = null
      where ${t}.status = ${unsubscribed} or (${t}.status = ${waiting} and ${t}.created_at < now() - make_interval(secs => ${gap}))
    returning id`)
  const [row] = (result as unknown as { rows: { id: number }[] }).rows
  if (!row) return true as const
  await recordEvents(tx, scope.tenantId, [[mailKey(address), 3600]])
  const tenant = await tenantOf(tx, scope.tenantId)
  const origin = linkOrigin(tenant.websites, site)
  const { lang, tenantId } = scope
  const mail = confirmationMail({
    to: address,
    lang,
    tenant: tenant.name,
    confirm: pageLink(origin, 'confirm', token, lang),
    unsubscribe: unsubscribeLink(origin, scope.codeSecret, { tenantId, id: Number(row.id) }, lang),
  })
  await scope.mailer.send(tx, tenantId, mail)
  return true as const
}

/** Counts this ask of the client, refusing it (with the minutes to wait) past the hour's limit. */
async function assertClientMayAsk(tx: Tx, { tenantId, ip }: Scope) {
  // One ask of a client at a time, so that concurrent asks cannot all read the count below the limit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${clientKey(ip)}))`)
  const seconds = await secondsUntilBelow(tx, tenantId, clientKey(ip), subscribeRules.perClientPerHour, 3600)
  if (seconds) throw new AppError(ErrorCode.tooManyRequests, 'newsletterTooMany', { minutes: Math.ceil(seconds / 60) }, 429)
  await recordEvents(tx, tenantId, [[clientKey(ip), 3600]])
}
