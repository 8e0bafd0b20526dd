import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { type ChatSide, chatSide, customerServiceShopId } from '../../../contract/chat'
import { ErrorCode } from '../../../contract/codes'
import { shopStatus } from '../../../contract/status'
import { type Db, schema, type Tx } from '../../db/client'
import { AppError, invalidField, orNotFound } from '../../http/errors'

/**
 * Which conversation a call means and whether the caller may open it. The shopper's side (userType
 * 1) opens their own conversations, by id or by shop (0: customer service, open before the first
 * message); the shop's side (2) opens, by id, conversations of the open shop the caller owns.
 * Anything else is not found, so a caller never learns that someone else's conversation exists.
 */

const { conversations: c, shops, tenants } = schema

export type Member = { tenantId: number; userId: number }
/** The caller, whose user may also be a column (the polls read it from the session in the same statement). */
export type Caller = { tenantId: number; userId: number | SQLWrapper }
export interface Target {
  conversationId?: number
  shopId?: number
  userType: number
}

export const sideOf = (userType: number): ChatSide => (userType === chatSide.shop ? chatSide.shop : chatSide.shopper)
export const otherSide = (side: ChatSide): ChatSide => (side === chatSide.shop ? chatSide.shopper : chatSide.shop)
/** The caller's side's cleared id: its messages up to it are hidden from that side. */
export const clearedOf = (side: ChatSide) => (side === chatSide.shop ? c.shopClearedId : c.userClearedId)

export const openShop = (tenantId: number) => and(eq(shops.tenantId, tenantId), eq(shops.status, shopStatus.open))

/** The caller's conversations on their side: their own as the shopper, their open shop's as its owner. */
export function ownConversation({ tenantId, userId }: Caller, side: ChatSide): SQL {
  if (side === chatSide.shopper) return and(eq(c.tenantId, tenantId), eq(c.userId, userId)) as SQL
  return and(
    eq(c.tenantId, tenantId),
    sql`${c.shopId} = (select s.id from ${shops} s where s.tenant_id = ${tenantId} and s.owner_user_id = ${userId} and s.status = ${shopStatus.open})`,
  ) as SQL
}

const fieldRequired = (field: string) => new AppError(ErrorCode.invalidField, 'fieldRequired', { field })

/**
 * One row when the caller may open the target (`conversationId` null before its first message),
 * none otherwise: a subquery the polls join their scans to, so that a poll is one statement.
 */
export function targetQuery(q: Db, member: Caller, target: Target) {
  const side = sideOf(target.userType)
  // Names of their own: the polls join this row to chat_messages, whose columns must not shadow them.
  const cleared = sql<number>`coalesce(${clearedOf(side)}, 0)`.as('target_cleared')
  const conversationId = sql<number | null>`${c.id}`.as('target_id')
  // Always 1: a row of the target's, even where its conversation is not there yet.
  const found = sql<number>`1`.as('target_found')
  if (target.conversationId !== undefined) {
    if (side === chatSide.shop && target.shopId !== undefined) throw invalidField('shopId')
    const columns = {
      found,
      conversationId,
      cleared,
      userId: sql<number>`${c.userId}`.as('target_user_id'),
      shopId: sql<number | null>`${c.shopId}`.as('target_shop_id'),
    }
    return q
      .select(columns)
      .from(c)
      .where(and(ownConversation(member, side), eq(c.id, target.conversationId)))
  }
  if (side === chatSide.shop) throw fieldRequired('conversationId')
  if (target.shopId === undefined) throw fieldRequired('shopId')
  const mine = and(eq(c.tenantId, member.tenantId), eq(c.userId, member.userId))
  const userId = sql<number>`${member.userId}::int`.as('target_user_id')
  if (target.shopId === customerServiceShopId) {
    return q
      .select({ found, conversationId, cleared, userId, shopId: sql<number | null>`null::int`.as('target_shop_id') })
      .from(tenants)
      .leftJoin(c, and(mine, isNull(c.shopId)))
      .where(eq(tenants.id, member.tenantId))
  }
  return q
    .select({ found, conversationId, cleared, userId, shopId: sql<number | null>`${shops.id}`.as('target_shop_id') })
    .from(shops)
    .leftJoin(c, and(mine, eq(c.shopId, shops.id)))
    .where(and(openShop(member.tenantId), eq(shops.id, target.shopId), sql`${shops.ownerUserId} is distinct from ${member.userId}`))
}

export interface Resolved {
  side: ChatSide
  conversationId: number | null
  cleared: number
  /** The conversation's shopper. */
  userId: number
  /** Its shop, null for customer service. */
  shopId: number | null
}

/** The target the caller may open, or not found. */
export async function resolveTarget(tx: Tx, member: Member, target: Target): Promise<Resolved> {
  const [row] = await targetQuery(tx, member, target)
  if (!row) await refuseOwnShop(tx, member, target)
  const { found: _, ...to } = orNotFound(row)
  return { side: sideOf(target.userType), ...to, cleared: Number(to.cleared) }
}

/** A shop's owner writing to their own shop as a shopper is told why, rather than "not found". */
async function refuseOwnShop(tx: Tx, { tenantId, userId }: Member, target: Target) {
  if (target.conversationId !== undefined || !target.shopId || sideOf(target.userType) !== chatSide.shopper) return
  const [own] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.id, target.shopId), eq(shops.ownerUserId, userId)))
  if (own) throw new AppError(ErrorCode.ownShop, 'ownShopChat', {}, 403)
}
