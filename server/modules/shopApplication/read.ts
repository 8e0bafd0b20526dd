import { and, eq, type SQL } from 'drizzle-orm'
import { ShopApplicationStatus } from '../../../contract/lifecycles'
import { blankApplicationFields, type ShopApplication } from '../../../contract/shopApplication'
import { schema, type Tx } from '../../db/client'
import { identityUrl } from '../file/public'

/** The applicant's application as the page reads it (getApply). */

const { shopApplications } = schema

export type Member = { tenantId: number; userId: number }
export type ApplicationRow = typeof shopApplications.$inferSelect

/** The applicant's own application row. */
export const ownApplication = ({ tenantId, userId }: Member) =>
  and(eq(shopApplications.tenantId, tenantId), eq(shopApplications.userId, userId)) as SQL

const empty: Omit<ApplicationRow, 'id' | 'tenantId' | 'userId' | 'createdAt' | 'updatedAt' | 'submittedAt' | 'reviewedAt' | 'shopId'> = {
  status: ShopApplicationStatus.none,
  ...blankApplicationFields,
  applyFailReason: '',
}

/** The wire form of a row (or of none yet), the identity images at URLs authorised with `secret`. */
export function applicationOf(row: ApplicationRow | undefined, secret: string | undefined): ShopApplication {
  const { status, applyFailReason, ...fields } = row ?? empty
  return {
    userName: fields.userName,
    surname: fields.surname,
    mobile: fields.mobile,
    email: fields.email,
    cardType: fields.cardType,
    cardFront: fields.cardFront,
    cardBack: fields.cardBack,
    inviteCode: fields.inviteCode,
    shopName: fields.shopName,
    shopAddress: fields.shopAddress,
    logo: fields.logo,
    shopDesc: fields.shopDesc,
    saleCategory: fields.saleCategory,
    agreement: fields.agreement,
    id: row?.id ?? null,
    sta: status,
    applyFailReason,
    cardFrontUrl: identityUrl(secret, fields.cardFront),
    cardBackUrl: identityUrl(secret, fields.cardBack),
    shopId: row?.shopId ?? null,
    submitTime: row?.submittedAt?.getTime() ?? null,
    updateTime: row?.updatedAt.getTime() ?? null,
  }
}

/** getApply: the applicant's application, or sta 0 with empty fields. */
export async function getApply(tx: Tx, scope: Member & { codeSecret: string | undefined }): Promise<ShopApplication> {
  const [row] = await tx.select().from(shopApplications).where(ownApplication(scope))
  return applicationOf(row, scope.codeSecret)
}
