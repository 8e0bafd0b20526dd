import { and, eq, sql } from 'drizzle-orm'
import { schema, type Tx } from '../db/client'
import { message } from '../http/messages'
import { sendSystemMessage } from '../lib/systemMessages'
import { bannerUrl } from '../modules/media/urls'
import type { TenantSeeder } from './tenant'

const day = 86_400_000

/**
 * A few system messages for each demo shopper: the welcome (already read), how paying works,
 * and the newest, an image. Keyed, so they read in every language.
 */
export const seedMessages: TenantSeeder = async (tx: Tx, tenantId, p) => {
  const { users: u, systemMessages: m } = schema
  for (const shopper of p.shoppers) {
    const [user] = await tx
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.tenantId, tenantId), sql`lower(${u.email}) = ${shopper.email.toLowerCase()}`))
    if (!user) continue
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day)
    const params = { tenant: p.name, name: shopper.firstName ?? shopper.email }
    const welcome = await sendSystemMessage(tx, { tenantId, userId: user.id, title: 'welcomeTitle', content: 'welcomeMessage', params })
    await tx
      .update(m)
      .set({ createdAt: at(14), readAt: at(13) })
      .where(eq(m.id, welcome))
    const tips = await sendSystemMessage(tx, { tenantId, userId: user.id, title: 'payTipsTitle', content: 'payTipsMessage' })
    await tx
      .update(m)
      .set({ createdAt: at(2) })
      .where(eq(m.id, tips))
    await tx.insert(m).values({
      tenantId,
      userId: user.id,
      type: 3,
      title: message('newSeasonTitle', 'en', params),
      titleKey: 'newSeasonTitle',
      params,
      message: bannerUrl('16x9', ['coat', 'knit'], 7),
    })
  }
}
