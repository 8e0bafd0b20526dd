import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { ShopApplicationStatus as S } from '../../contract/lifecycles'
import type { ShopApplicationFields } from '../../contract/shopApplication'
import { type MessageKey, message } from '../../server/http/messages'
import { startTestServer, type TestServer } from './harness'
import { messageKeysOf } from './orderHelpers'
import { completeForm, getApply, newInviteCode, saveDraft, shopsOwnedBy, submit, usesOf, waitingApplicant } from './shopApplicationHelpers'
import { as, newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const en = (key: MessageKey) => message(key, 'en')
const approve = (id: number) => server.admin.shopApplication.approve({ id })
const reject = (id: number, reason?: string) => server.admin.shopApplication.reject({ id, reason })

describe('the applicant’s application', () => {
  it('is sta 0 with empty fields before anything is saved, and needs a session', async () => {
    const shopper = await newShopper(server)
    const { code, data } = await getApply(server, shopper)
    expect(code).toBe(0)
    expect(data).toMatchObject({ id: null, sta: S.none, shopName: '', cardFrontUrl: '', shopId: null, saleCategory: [] })
    expect((await server.api.shopApplication.getApply()).status).toBe(401)
  })

  it('keeps a draft without checking it, and gives it back with authorised identity links', async () => {
    const shopper = await newShopper(server)
    const form = await completeForm(server, shopper)
    const partial = { userName: 'Ada', shopName: 'x', cardFront: form.cardFront, logo: form.logo, saleCategory: [form.saleCategory[0]] }
    expect((await saveDraft(server, shopper, partial)).code).toBe(0)
    const { data } = await getApply(server, shopper)
    expect(data).toMatchObject({ ...partial, sta: S.none, surname: '', cardBack: '', agreement: false })
    expect(data.cardFrontUrl).toMatch(new RegExp(`^/private/identity/${form.cardFront}\\?expires=\\d+&sig=`))
    expect(data.cardBackUrl).toBe('')
    expect((await saveDraft(server, shopper, { ...partial, surname: 'Lovelace' })).code).toBe(0)
    expect((await getApply(server, shopper)).data.surname).toBe('Lovelace')
  })

  it('takes only the applicant’s own identity images and logo', async () => {
    const [owner, other] = [await newShopper(server), await newShopper(server)]
    const form = await completeForm(server, owner)
    for (const field of ['cardFront', 'cardBack', 'logo'] as const) {
      const res = await saveDraft(server, other, { [field]: form[field] })
      expect(res).toMatchObject({ code: ErrorCode.invalidField, msg: en('picturesNotYours') })
    }
    // A public picture is no identity document, nor is an identity key a logo.
    expect((await saveDraft(server, owner, { cardFront: form.logo.replace('/uploads/', '') })).code).toBe(ErrorCode.invalidField)
    expect((await saveDraft(server, owner, { logo: `/uploads/${form.cardFront}` })).code).toBe(ErrorCode.invalidField)
  })
})

describe('submitting', () => {
  it('checks each field in the order docs/behaviour.md#shop-application gives', async () => {
    const shopper = await newShopper(server)
    const full = await completeForm(server, shopper)
    const steps: [Partial<ShopApplicationFields>, MessageKey][] = [
      [{}, 'firstNameRequired'],
      [{ userName: full.userName }, 'lastNameRequired'],
      [{ surname: full.surname }, 'mobileRequired'],
      [{ mobile: full.mobile }, 'emailRequired'],
      [{ email: 'not-an-email' }, 'emailInvalid'],
      [{ email: full.email }, 'inviteCodeRequired'],
      [{ inviteCode: full.inviteCode }, 'shopNameRequired'],
      [{ shopName: 'A' }, 'shopNameTooShort'],
      [{ shopName: full.shopName }, 'shopDescRequired'],
      [{ shopDesc: full.shopDesc }, 'logoRequired'],
      [{ logo: full.logo }, 'cardTypeRequired'],
      [{ cardType: full.cardType }, 'cardFrontRequired'],
      [{ cardFront: full.cardFront }, 'cardBackRequired'],
      [{ cardBack: full.cardBack }, 'saleCategoryRequired'],
      [{ saleCategory: full.saleCategory }, 'agreementRequired'],
    ]
    let form: Partial<ShopApplicationFields> = {}
    for (const [more, error] of steps) {
      form = { ...form, ...more }
      expect(await submit(server, shopper, form), error).toMatchObject({ code: ErrorCode.invalidField, msg: en(error) })
    }
    expect((await submit(server, shopper, { ...form, saleCategory: [2_000_000_000], agreement: true })).code).toBe(ErrorCode.invalidField)
    expect((await submit(server, shopper, { ...form, agreement: true })).code).toBe(0)
    const { data } = await getApply(server, shopper)
    expect(data).toMatchObject({ sta: S.waiting, shopName: full.shopName, inviteCode: full.inviteCode })
    expect(data.submitTime).toBeGreaterThan(Date.now() - 60_000)
  })

  it.each<[string, number, MessageKey, () => Promise<string>]>([
    ['unknown', ErrorCode.inviteCodeUnknown, 'inviteCodeUnknown', async () => 'NO-SUCH-CODE'],
    ['used up', ErrorCode.inviteCodeUsedUp, 'inviteCodeUsedUp', () => newInviteCode(server, { maxUses: 2, uses: 2 })],
    ['expired', ErrorCode.inviteCodeExpired, 'inviteCodeExpired', () => newInviteCode(server, { expiresAt: new Date(Date.now() - 1000) })],
  ])('refuses an invite code that is %s, with a clear message in five languages', async (_, code, key, make) => {
    const shopper = await newShopper(server)
    const form = await completeForm(server, shopper, { inviteCode: await make() })
    const answers = await Promise.all(
      ['en', 'zh', 'fr', 'ja', 'ko'].map((lang) => server.api.shopApplication.createApply(form, { ...as(shopper), lang })),
    )
    expect(answers.map((a) => a.code)).toEqual([code, code, code, code, code])
    expect(answers[0].msg).toBe(en(key))
    expect(new Set(answers.map((a) => a.msg)).size).toBe(5)
    expect((await getApply(server, shopper)).data.sta).toBe(S.none)
  })

  it('takes an invite code in any case, and does not use it before approval', async () => {
    const shopper = await newShopper(server)
    const code = await newInviteCode(server)
    expect((await submit(server, shopper, await completeForm(server, shopper, { inviteCode: code.toLowerCase() }))).code).toBe(0)
    expect(await usesOf(server, code)).toBe(0)
  })

  it('refuses a shop name a shop or a waiting application has, case aside, never with a 500', async () => {
    const taken = (await server.api.shop.shops()).data.list[0].shopname
    const shopper = await newShopper(server)
    const byShop = await submit(server, shopper, await completeForm(server, shopper, { shopName: taken.toUpperCase() }))
    expect(byShop).toMatchObject({ code: ErrorCode.shopNameTaken, msg: en('shopNameTaken') })

    const { form } = await waitingApplicant(server)
    const byApplication = await submit(
      server,
      shopper,
      await completeForm(server, shopper, { shopName: ` ${form.shopName.toLowerCase()} ` }),
    )
    expect(byApplication.code).toBe(ErrorCode.shopNameTaken)

    const racers = [await newShopper(server), await newShopper(server), await newShopper(server)]
    const forms = await Promise.all(racers.map((r) => completeForm(server, r, { shopName: `Race ${process.pid}` })))
    const raced = await Promise.all(racers.map((r, i) => submit(server, r, forms[i])))
    expect(raced.map((r) => r.code).sort()).toEqual([0, ErrorCode.shopNameTaken, ErrorCode.shopNameTaken])
  })

  it('refuses a second submission and any change while the application waits', async () => {
    const { shopper, form } = await waitingApplicant(server)
    expect(await submit(server, shopper, form)).toMatchObject({ code: ErrorCode.applicationLocked, msg: en('applicationLocked') })
    expect((await saveDraft(server, shopper, { ...form, shopDesc: 'changed' })).code).toBe(ErrorCode.applicationLocked)
    expect((await getApply(server, shopper)).data.shopDesc).toBe(form.shopDesc)
  })
})

describe('the platform’s review', () => {
  it('approves: exactly one open shop with the applicant as owner, the invite code used once, a message, even under 10 concurrent approvals', async () => {
    const { shopper, form, id } = await waitingApplicant(server)
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(id)))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    expect(answers.every((a) => a.status < 500)).toBe(true)
    const shops = await shopsOwnedBy(server, shopper)
    expect(shops).toEqual([{ id: expect.any(Number), shopname: form.shopName, logo: form.logo, status: 1 }])
    expect(await usesOf(server, form.inviteCode)).toBe(1)
    const { data } = await getApply(server, shopper)
    expect(data).toMatchObject({ sta: S.passed, shopId: shops[0].id })
    const info = await server.api.shop.shopInfo({ shopId: shops[0].id })
    expect(info.data).toMatchObject({ shopname: form.shopName, shopDesc: form.shopDesc })
    expect(await messageKeysOf(server, shopper)).toEqual([{ key: 'shopApplicationApprovedContent', params: { shopName: form.shopName } }])
    // One shop per user: a new application is refused.
    expect(await submit(server, shopper, form)).toMatchObject({ code: ErrorCode.alreadyOwnsShop, msg: en('alreadyOwnsShop') })
  })

  it('refuses an approval whose invite code can no longer be used, changing nothing', async () => {
    const code = await newInviteCode(server, { maxUses: 1 })
    const first = await waitingApplicant(server, { inviteCode: code })
    const second = await waitingApplicant(server, { inviteCode: code })
    expect((await approve(first.id)).code).toBe(0)
    expect(await approve(second.id)).toMatchObject({ code: ErrorCode.inviteCodeUsedUp })
    expect((await getApply(server, second.shopper)).data.sta).toBe(S.waiting)
    expect(await shopsOwnedBy(server, second.shopper)).toEqual([])
    expect(await usesOf(server, code)).toBe(1)
  })

  it('rejects with a required reason; the applicant corrects the application and submits it again', async () => {
    const { shopper, form, id } = await waitingApplicant(server)
    expect((await reject(id)).code).toBe(ErrorCode.invalidField)
    expect((await reject(id, 'Blurred card')).code).toBe(0)
    expect((await messageKeysOf(server, shopper)).map((m) => m.key)).toEqual(['shopApplicationRejectedContent'])
    expect((await reject(id, 'again')).code).toBe(ErrorCode.moveRefused)
    expect((await getApply(server, shopper)).data).toMatchObject({ sta: S.failed, applyFailReason: 'Blurred card' })
    expect((await saveDraft(server, shopper, { ...form, shopDesc: 'Sharper now' })).code).toBe(0)
    expect((await submit(server, shopper, { ...form, shopDesc: 'Sharper now' })).code).toBe(0)
    expect((await getApply(server, shopper)).data).toMatchObject({ sta: S.waiting, applyFailReason: '', shopDesc: 'Sharper now' })
    expect((await approve(id)).code).toBe(0)
  })
})

describe('the shop name check and messages to the platform', () => {
  it('shopsByName with exact answers only the shop of that name, case aside', async () => {
    const taken = (await server.api.shop.shops()).data.list[0].shopname
    const exact = await server.api.shop.shopsByName({ shopname: taken.toLowerCase(), exact: true })
    expect(exact.data).toMatchObject({ total: 1, list: [{ shopname: taken }] })
    const part = taken.slice(0, 3)
    const loose = await server.api.shop.shopsByName({ shopname: part })
    expect(loose.data.total).toBeGreaterThan(0)
    const none = await server.api.shop.shopsByName({ shopname: part, exact: true })
    expect(none.data.total).toBe(0)
  })

  it('sendToAdmin keeps the message for the operator', async () => {
    const { shopper, id } = await waitingApplicant(server)
    expect((await server.api.shopApplication.sendToAdmin({ content: '  ' }, as(shopper))).code).toBe(ErrorCode.invalidField)
    expect((await server.api.shopApplication.sendToAdmin({ content: 'When will you review it?' }, as(shopper))).code).toBe(0)
    const shown = await server.admin.shopApplication.showApplication({ id })
    expect(shown.data.messages.map((m) => m.content)).toEqual(['When will you review it?'])
  })
})
