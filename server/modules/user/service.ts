import { and, eq } from 'drizzle-orm'
import type { UserInfo } from '../../../contract/api'
import type { ProfileForm } from '../../../contract/forms'
import { schema, type Tx } from '../../db/client'
import { notFound } from '../../http/errors'

const u = schema.users
/** A shopper's profile as the wire shows it; the operator's user view selects the same. */
export const profileColumns = {
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  address: u.address,
  houseNumber: u.houseNumber,
  country: u.country,
  province: u.province,
  city: u.city,
  postalCode: u.postalCode,
  sex: u.sex,
}
const columns = { ...profileColumns, payPasswordHash: u.payPasswordHash }

export async function userInfo(tx: Tx, tenantId: number, userId: number): Promise<UserInfo> {
  const [row] = await tx
    .select(columns)
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  if (!row) throw notFound()
  const { payPasswordHash, ...info } = row
  return { ...info, payPasswordFlag: payPasswordHash !== null }
}

/** Updates the profile fields given (the email stays); answers the whole profile. */
export async function saveProfile(tx: Tx, tenantId: number, userId: number, profile: Partial<ProfileForm>): Promise<UserInfo> {
  const changes = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined))
  if (Object.keys(changes).length) await tx.update(u).set(changes).where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  return userInfo(tx, tenantId, userId)
}
