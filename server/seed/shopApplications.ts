import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import { IdCardType } from '../../contract/lifecycles'
import type { ShopApplicationFields } from '../../contract/shopApplication'
import type { S3Settings } from '../config'
import { schema, type Tx } from '../db/client'
import { imaging } from '../lib/imaging'
import { createUser } from '../modules/auth/service'
import { reencodeImage } from '../modules/file/images'
import { identityUpload, keepUpload, logoUpload, privateStore, type UploadSpec, uploadStore } from '../modules/file/service'
import { approveApplication, rejectApplication } from '../modules/shopApplication/platform'
import { ownApplication } from '../modules/shopApplication/read'
import { createApply, saveDraft } from '../modules/shopApplication/service'
import type { TenantSeeder } from './tenant'
import type { TenantProfile } from './tenants'

/**
 * Invite codes to try (README), and demo applicants with an application in each state, walked
 * there by the service's own functions: a draft partly filled, one waiting for review, one passed
 * (its shop open) and one failed with a reason. Their identity images are made here and kept in
 * the private store, their logos in the public one.
 */

const day = 86_400_000
const { inviteCodes, categories, shopApplications } = schema

/** `VITRINE-DEMO-1` and `-2` (many uses, no expiry), `-USED` (used up) and `-EXPIRED`. */
export const demoInviteCodes = (p: Pick<TenantProfile, 'name'>) => {
  const prefix = p.name.toUpperCase()
  return { demo: [`${prefix}-DEMO-1`, `${prefix}-DEMO-2`], usedUp: `${prefix}-USED`, expired: `${prefix}-EXPIRED` }
}

async function seedInvites(tx: Tx, tenantId: number, p: TenantProfile) {
  const codes = demoInviteCodes(p)
  await tx
    .insert(inviteCodes)
    .values([
      ...codes.demo.map((code) => ({ tenantId, code, maxUses: 10_000 })),
      { tenantId, code: codes.usedUp, maxUses: 1, uses: 1 },
      { tenantId, code: codes.expired, maxUses: 10, expiresAt: new Date(Date.now() - day) },
    ])
}

/** A picture with a word on it: an identity document's specimen, or a logo's initials. */
export const picture = async (width: number, height: number, background: string, words: string) =>
  (await imaging())({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="#fff" text-anchor="middle">${words}</text></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()

interface Applicant {
  tx: Tx
  tenantId: number
  userId: number
  dataDir: string
  s3?: S3Settings
}

async function keep(a: Applicant, bytes: Uint8Array, spec: UploadSpec) {
  const store = spec.private ? privateStore(a) : uploadStore(a)
  const key = await keepUpload(a.tx, store, a, await reencodeImage(bytes, spec.rule), spec.kind)
  return spec.private ? key : store.url(key)
}

/** A whole application of `shopName`, with images of its own. */
async function fullForm(a: Applicant, p: TenantProfile, who: { first: string; last: string; email: string }, shopName: string) {
  const cats = await a.tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, a.tenantId), eq(categories.level, 1)))
    .orderBy(asc(categories.id))
    .limit(2)
  const form: ShopApplicationFields = {
    userName: who.first,
    surname: who.last,
    mobile: '+33 6 12 34 56 78',
    email: who.email,
    cardType: IdCardType.idCard,
    cardFront: await keep(a, await picture(640, 400, '#4a6fa5', 'SPECIMEN'), identityUpload),
    cardBack: await keep(a, await picture(640, 400, '#6b7f99', 'SPECIMEN'), identityUpload),
    inviteCode: demoInviteCodes(p).demo[0],
    shopName,
    shopAddress: '12 rue du Faubourg, 75010 Paris',
    logo: await keep(a, await picture(600, 400, '#8c3b4a', shopName.slice(0, 2).toUpperCase()), logoUpload),
    shopDesc: `${shopName}: pieces chosen one by one, shipped with care.`,
    saleCategory: cats.map((c) => c.id),
    agreement: true,
  }
  return form
}

const people = [
  { state: 'draft', first: 'Dora', last: 'Draft', shop: 'Atelier Dora' },
  { state: 'waiting', first: 'Wendy', last: 'Wait', shop: 'Maison Wendy' },
  { state: 'passed', first: 'Paul', last: 'Pass', shop: 'Paul Vintage' },
  { state: 'failed', first: 'Fanny', last: 'Fail', shop: 'Fanny Store' },
] as const

/** The demo applicant of each state: `applicant.<state>@<tenant>.test`, password Demo12345. */
export const applicantEmail = (p: Pick<TenantProfile, 'name'>, state: string) => `applicant.${state}@${p.name.toLowerCase()}.test`

export const seedShopApplications: TenantSeeder = async (tx, tenantId, p, options) => {
  await seedInvites(tx, tenantId, p)
  const dataDir = options.dataDir ?? join(tmpdir(), 'vitrine-seed')
  for (const person of people) {
    const email = applicantEmail(p, person.state)
    const { id: userId } = await createUser(tx, tenantId, { email, password: 'Demo12345', firstName: person.first, lastName: person.last })
    const a: Applicant = { tx, tenantId, userId, dataDir, s3: options.s3 }
    const scope = { tenantId, userId }
    const shopName = `${person.shop} ${p.name}`
    if (person.state === 'draft') {
      const form = await fullForm(a, p, { ...person, email }, shopName)
      await saveDraft(tx, scope, { ...form, cardBack: '', logo: '', saleCategory: [], agreement: false, inviteCode: '' })
      continue
    }
    await createApply(tx, scope, await fullForm(a, p, { ...person, email }, shopName))
    const [{ id }] = await tx.select({ id: shopApplications.id }).from(shopApplications).where(ownApplication(scope))
    if (person.state === 'passed') await approveApplication(tx, { id })
    if (person.state === 'failed')
      await rejectApplication(tx, { id, reason: 'The identity document is not readable; please upload a sharper photo' })
  }
}
