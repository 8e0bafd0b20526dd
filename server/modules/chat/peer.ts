import { eq, sql } from 'drizzle-orm'
import { type ChatPeer, chatSide, customerServiceShopId } from '../../../contract/chat'
import { ErrorCode } from '../../../contract/codes'
import type { Language } from '../../../contract/locale'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { readSetting } from '../settings/public'
import { canShopComment } from '../shop/public'
import type { Member, Resolved } from './target'

/** The other party of a chat as its header shows it, and whether the caller may write there. */

const { shops, tenants, users } = schema

/** A shopper's display name: first and last name, else their email before the @. */
export const shopperName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), split_part(${users.email}, '@', 1))`

/** The platform as customer service shows it: its tab name (else the tenant's name) and tab logo. */
export async function platformOf(tx: Tx, tenantId: number) {
  const tabs = await readSetting(tx, tenantId, 'TABS_SETTING')
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId))
  return { name: tabs?.tabsName || (tenant?.name ?? ''), logo: tabs?.tabsLogo ?? '' }
}

/** Why the caller may not write here (the rule of docs/behaviour.md#chat; customer service while switched on), or null. */
export async function writeRefusal(tx: Tx, member: Member, to: Pick<Resolved, 'side' | 'shopId'>): Promise<AppError | null> {
  if (to.side === chatSide.shop) return null
  if (to.shopId === null) {
    const service = await readSetting(tx, member.tenantId, 'CUSTOMER_SERVICE_SETTING')
    return service?.enabled ? null : new AppError(ErrorCode.customerServiceClosed, 'customerServiceClosed')
  }
  return (await canShopComment(tx, member, { shopId: to.shopId })) ? null : new AppError(ErrorCode.chatNotAllowed, 'chatNotAllowed')
}

export async function peerOf(tx: Tx, member: Member, lang: Language, to: Resolved): Promise<ChatPeer> {
  const [shopper] = await tx.select({ name: shopperName }).from(users).where(eq(users.id, to.userId))
  const canWrite = (await writeRefusal(tx, member, to)) === null
  const base = { conversationId: to.conversationId, userId: to.userId, userName: shopper?.name ?? '', canWrite }
  if (to.shopId === null) {
    // One after another: a transaction is one connection, which runs one query at a time.
    const platform = await platformOf(tx, member.tenantId)
    const service = await readSetting(tx, member.tenantId, 'CUSTOMER_SERVICE_SETTING')
    const welcome = service ? (service.welcome[lang] ?? service.welcome.en ?? null) : null
    return {
      ...base,
      shopId: customerServiceShopId,
      shopName: platform.name,
      shopLogo: platform.logo,
      welcome,
      email: service?.email ?? '',
    }
  }
  const [shop] = await tx.select({ name: shops.shopname, logo: shops.logo }).from(shops).where(eq(shops.id, to.shopId))
  return { ...base, shopId: to.shopId, shopName: shop?.name ?? '', shopLogo: shop?.logo ?? '', welcome: null, email: '' }
}
