import { and, eq } from 'drizzle-orm'
import type { UserInfo } from '../../../contract/api'
import type { ProfileForm } from '../../../contract/forms'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'

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

type Member = Pick<MemberScope, 'tenantId' | 'userId'>

export async function userInfo(tx: Tx, { tenantId, userId }: Member): Promise<UserInfo> {
  const [row] = await tx
    .select(columns)
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  const { payPasswordHash, ...info } = orNotFound(row)
  return { ...info, payPasswordFlag: payPasswordHash !== null }
}

/** Updates the profile fields given (the email stays); answers the whole profile. */
export async function saveProfile(tx: Tx, { tenantId, userId }: Member, profile: ProfileForm): Promise<UserInfo> {
  // An empty sex (a form's unset select) changes nothing, like a field left out.
  const changes = Object.fromEntries(Object.entries(profile).filter(([key, v]) => v !== undefined && !(key === 'sex' && v === '')))
  if (Object.keys(changes).length)
    await tx
      .update(u)
      .set(changes)
      .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  return userInfo(tx, { tenantId, userId })
}
