import { and, asc, eq, gt } from 'drizzle-orm'
import { type Language, toLanguage } from '../../../contract/locale'
import { newsletterStatus } from '../../../contract/newsletter'
import { type Db, inTenant, schema, type Tx } from '../../db/client'
import type { Mailer } from '../mail/public'
import { linkOrigin, type Site, tenantOf, unsubscribeLink } from './links'
import { campaignMail } from './mails'

const t = schema.newsletterSubscriptions
const batchSize = 500

export interface Campaign {
  tenantId: number
  subject: string
  body: string
  /** Only the subscribers who subscribed in this language; all when absent. */
  lang?: Language
  /** The address ops reached the service at: the links' origin when it is one of the tenant's websites. */
  site: Site
}

interface Deps {
  db: Db
  mailer: Mailer
  secret: string | undefined
}

/** The confirmed subscribers after id `after` (of the campaign's language), each mailed in `tx`. */
async function queueBatch(tx: Tx, { mailer, secret }: Deps, campaign: Campaign, after: number) {
  const { tenantId } = campaign
  const tenant = await tenantOf(tx, tenantId)
  const origin = linkOrigin(tenant.websites, campaign.site, { keepPort: true })
  const rows = await tx
    .select({ id: t.id, email: t.email, lang: t.lang })
    .from(t)
    .where(
      and(
        eq(t.tenantId, tenantId),
        eq(t.status, newsletterStatus.confirmed),
        campaign.lang ? eq(t.lang, campaign.lang) : undefined,
        gt(t.id, after),
      ),
    )
    .orderBy(asc(t.id))
    .limit(batchSize)
  for (const { id, email, lang: raw } of rows) {
    const lang = toLanguage(raw)
    const letter = { to: email, lang, tenant: tenant.name, unsubscribe: unsubscribeLink(origin, secret, { tenantId, id }, lang) }
    await mailer.send(tx, tenantId, campaignMail({ ...letter, subject: campaign.subject, body: campaign.body }))
  }
  return rows
}

/**
 * Mails a campaign to every confirmed subscriber of a tenant, each with their own unsubscribe
 * link and headers, in batches by id, one transaction each: a batch is queued whole or not at
 * all, and someone who unsubscribes meanwhile is skipped by every later batch. Answers how many
 * mails were queued.
 */
export async function sendCampaign(deps: Deps, campaign: Campaign): Promise<number> {
  let sent = 0
  let after = 0
  for (;;) {
    const batch = await inTenant(deps.db, campaign.tenantId, (tx) => queueBatch(tx, deps, campaign, after))
    sent += batch.length
    if (batch.length < batchSize) return sent
    after = batch[batch.length - 1].id
  }
}
