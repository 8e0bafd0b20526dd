import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Address, AddressPage } from '../../../contract/address'
import { addressLimits } from '../../../contract/address'
import { type AddressForm, validateAddress } from '../../../contract/addressForm'
import { ErrorCode } from '../../../contract/codes'
import type { Language } from '../../../contract/locale'
import { schema, type Tx } from '../../db/client'
import { AppError, orNotFound } from '../../http/errors'
import { enforce } from '../../http/input'
import type { MemberScope } from '../../http/scope'
import { consumeCaptcha } from '../captcha/public'
import { localized } from '../content/public'
import { countOf, pageOf, type Paging } from '../../lib/paging'

const { addresses: a, countryRegions } = schema
const country = alias(countryRegions, 'country')
const province = alias(countryRegions, 'province')

type Member = Pick<MemberScope, 'tenantId' | 'userId'>
type Reader = Member & Pick<MemberScope, 'lang'>

const owned = ({ tenantId, userId }: Member) => and(eq(a.tenantId, tenantId), eq(a.userId, userId))
const ownedOne = (scope: Member, id: number) => and(owned(scope), eq(a.id, id))

const rowColumns = {
  id: a.id,
  firstname: a.firstname,
  surname: a.surname,
  mobile: a.mobile,
  email: a.email,
  zipcode: a.zipcode,
  detailAddress: a.detailAddress,
  city: a.city,
  countryRegion: a.countryRegion,
  province: a.province,
  defaultStatus: a.isDefault,
  remark: a.remark,
  countryNames: country.names,
  provinceNames: province.names,
}

function selectAddresses(tx: Tx) {
  return tx
    .select(rowColumns)
    .from(a)
    .leftJoin(country, eq(country.cno, a.countryRegion))
    .leftJoin(province, and(eq(province.cno, a.province), ne(a.province, '')))
}

type Names = Record<string, string> | null
type Row = Omit<Address, 'countryRegionName' | 'provinceName'> & { countryNames: Names; provinceNames: Names }
const toAddress = ({ countryNames, provinceNames, ...row }: Row, lang: Language): Address => ({
  ...row,
  countryRegionName: localized(countryNames, lang),
  provinceName: localized(provinceNames, lang),
})

/** The default first, then the newest. */
export async function addressPage(tx: Tx, scope: Reader, paging: Paging): Promise<AddressPage> {
  const rows = selectAddresses(tx).where(owned(scope)).orderBy(desc(a.isDefault), desc(a.createdAt), desc(a.id))
  return pageOf(paging, rows, countOf(tx, a, owned(scope)), (r) => toAddress(r, scope.lang))
}

export async function addressDetail(tx: Tx, scope: Reader, { id }: { id: number }): Promise<Address> {
  const [row] = await selectAddresses(tx).where(ownedOne(scope, id))
  return toAddress(orNotFound(row), scope.lang)
}

/**
 * Applies the page's rules with what only the country list knows: an unknown country counts as
 * none chosen, and a province is needed (and must be one of its own) when the country has provinces.
 * Answers the fields to store (no province for a country without any).
 */
async function checkedFields(tx: Tx, form: AddressForm) {
  const region = await knownRegion(tx, form.countryRegion, form.province)
  const fields = { ...form, countryRegion: region.countryRegion, province: region.province }
  enforce(validateAddress(fields, region.needsProvince))
  const { yzcode, uuid, defaultStatus, ...stored } = fields
  return stored
}

/**
 * The country as stored ('' when the list does not know it), its province ('' unless one of its
 * own, or when it has none) and whether it has provinces.
 */
export async function knownRegion(tx: Tx, code: string, provinceCode: string) {
  const regions = code
    ? await tx
        .select({ cno: countryRegions.cno, parentCno: countryRegions.parentCno })
        .from(countryRegions)
        .where(or(eq(countryRegions.cno, code), eq(countryRegions.parentCno, code)))
    : []
  const known = regions.some((r) => r.cno === code && r.parentCno === null)
  const provinces = regions.filter((r) => r.parentCno === code).map((r) => r.cno)
  const needsProvince = known && provinces.length > 0
  return {
    countryRegion: known ? code : '',
    province: needsProvince && provinces.includes(provinceCode) ? provinceCode : '',
    needsProvince,
  }
}

/**
 * Every change of one shopper's address book runs after this lock, one at a time: "unset the old
 * default, set the new" then always sees the other change's default, so two concurrent changes
 * cannot leave two defaults (the unique index would refuse the second) or none.
 */
async function lockBook(tx: Tx, { tenantId, userId }: Member) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`address-book:${tenantId}:${userId}`}))`)
}

/** Under the lock: every other address of the shopper stops being the default. */
async function unsetDefault(tx: Tx, scope: Member, except = 0) {
  await tx
    .update(a)
    .set({ isDefault: false })
    .where(and(owned(scope), eq(a.isDefault, true), ne(a.id, except)))
}

/** The picture code is spent whatever follows (single use): the route keeps refusals. */
async function spendCaptcha(tx: Tx, { tenantId }: Member, form: AddressForm) {
  await consumeCaptcha(tx, tenantId, form.uuid, form.yzcode)
}

/** The first address becomes the default; a shopper keeps at most 50. */
export async function createAddress(tx: Tx, scope: Member, form: AddressForm): Promise<number> {
  const fields = await checkedFields(tx, form)
  await spendCaptcha(tx, scope, form)
  return insertAddress(tx, scope, fields, form.defaultStatus)
}

/** The fields an address is stored with (checked by the caller). */
export type StoredAddress = Omit<AddressForm, 'yzcode' | 'uuid' | 'defaultStatus'>

/** Adds checked fields to the shopper's book: the default when asked or when it is the first; at most 50. */
export async function insertAddress(tx: Tx, scope: Member, fields: StoredAddress, makeDefault: boolean): Promise<number> {
  await lockBook(tx, scope)
  const [{ total, defaults }] = await tx
    .select({ total: count(), defaults: sql<number>`count(*) filter (where ${a.isDefault})::int` })
    .from(a)
    .where(owned(scope))
  if (total >= addressLimits.maxPerUser) throw new AppError(ErrorCode.badRequest, 'addressLimit', { max: addressLimits.maxPerUser })
  const isDefault = makeDefault || defaults === 0
  if (isDefault) await unsetDefault(tx, scope)
  const [row] = await tx
    .insert(a)
    .values({ ...fields, tenantId: scope.tenantId, userId: scope.userId, isDefault })
    .returning({ id: a.id })
  return row.id
}

/** `defaultStatus` true makes it the default; false never unsets it (the default moves by choosing another). */
export async function updateAddress(tx: Tx, scope: Member, { id, ...form }: AddressForm & { id: number }) {
  const fields = await checkedFields(tx, form)
  await spendCaptcha(tx, scope, form)
  await lockBook(tx, scope)
  const [row] = await tx.select({ isDefault: a.isDefault }).from(a).where(ownedOne(scope, id))
  orNotFound(row)
  if (form.defaultStatus && !row.isDefault) await unsetDefault(tx, scope, id)
  await tx
    .update(a)
    .set({ ...fields, ...(form.defaultStatus && { isDefault: true }) })
    .where(ownedOne(scope, id))
  return true as const
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteAddress(tx: Tx, scope: Member, { id }: { id: number }) {
  await lockBook(tx, scope)
  const [gone] = await tx.delete(a).where(ownedOne(scope, id)).returning({ isDefault: a.isDefault })
  if (orNotFound(gone).isDefault) {
    const [newest] = await tx.select({ id: a.id }).from(a).where(owned(scope)).orderBy(desc(a.createdAt), desc(a.id)).limit(1)
    if (newest) await tx.update(a).set({ isDefault: true }).where(ownedOne(scope, newest.id))
  }
  return true as const
}

export async function setDefaultAddress(tx: Tx, scope: Member, { id }: { id: number }) {
  await lockBook(tx, scope)
  const [row] = await tx.select({ id: a.id }).from(a).where(ownedOne(scope, id))
  orNotFound(row)
  await unsetDefault(tx, scope, id)
  await tx.update(a).set({ isDefault: true }).where(ownedOne(scope, id))
  return true as const
}
