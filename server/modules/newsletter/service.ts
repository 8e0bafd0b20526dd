import { sql } from 'drizzle-orm'
import { newsletterStatus } from '../../../contract/newsletter'
import { checkEmail } from '../../../contract/validation'
import { schema, type Tx } from '../../db/client'
import { enforceChecks } from '../../http/input'
import type { Scope } from '../../http/scope'
import { normalizeEmail } from '../auth/public'
import { linkOrigin, pageLink, type Site, tenantOf, unsubscribeLink } from './links'
import { confirmationMail } from './mails'
import { newToken, tokenHash } from './tokens'

const { waiting, unsubscribed } = newsletterStatus

/**
 * Subscribes an address (double opt-in): a new one, or one that unsubscribed, starts waiting
 * with a new secret and is mailed its confirm link; one still waiting gets a new link at most
 * once a minute; a confirmed one stays as it is. One statement, keyed by the unique index on
 * the address (case aside), so concurrent subscribes of one address make one row and one mail.
 * The answer is the same in every case: it does not tell who subscribes.
 */
export async function subscribe(tx: Tx, scope: Scope, { email, site }: { email: string; site: Site }) {
  enforceChecks([['email', checkEmail(email)]])
  const address = normalizeEmail(email)
  const token = newToken()
  const t = schema.newsletterSubscriptions
  const result = await tx.execute(sql`
    insert into ${t} (tenant_id, email, lang, status, token_hash)
    values (${scope.tenantId}, ${address}, ${scope.lang}, ${waiting}, ${tokenHash(token)})
    on conflict (tenant_id, lower(email)) do update
      set token_hash = excluded.token_hash, lang = excluded.lang, status = ${waiting},
          created_at = now(), confirmed_at = null, unsubscribed_at = null
      where ${t}.status = ${unsubscribed} or (${t}.status = ${waiting} and ${t}.created_at < now() - interval '1 minute')
    returning id`)
  const [row] = (result as unknown as { rows: { id: number }[] }).rows
  if (!row) return true as const
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
