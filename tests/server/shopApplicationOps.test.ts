import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ShopApplicationStatus as S } from '../../contract/lifecycles'
import { startTestServer, type TestServer } from './harness'
import { runOpsCli } from './opsCli'
import { waitingApplicant } from './shopApplicationHelpers'
import { as } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const ops = (...args: string[]) => runOpsCli(server.base, args)
const json = (res: { stdout: string }) => JSON.parse(res.stdout)
type Listed = { id: number; email: string; status: number; statusName: string; shopId: number | null }
type Invite = { code: string; uses: number; maxUses: number; expiresAt: string | null; state: string }

describe('the merchant applications’ ops commands', () => {
  it('list the seeded applications by status name or code and tenant; show one with working identity links', async () => {
    const [all, waiting, byCode, maison, badStatus] = await Promise.all([
      ops('application:list', '--tenant', '1'),
      ops('application:list', '--status', 'waiting', '--tenant', '1'),
      ops('application:list', '--status', '3', '--tenant', '1'),
      ops('application:list', '--tenant', '2'),
      ops('application:list', '--status', 'sideways'),
    ])
    const seeded = (json(all) as Listed[]).filter((a) => a.email.startsWith('applicant.'))
    expect(Object.fromEntries(seeded.map((a) => [a.email, a.statusName]))).toEqual({
      'applicant.draft@vitrine.test': 'none',
      'applicant.waiting@vitrine.test': 'waiting',
      'applicant.passed@vitrine.test': 'passed',
      'applicant.failed@vitrine.test': 'failed',
    })
    expect(seeded.find((a) => a.statusName === 'passed')?.shopId).toEqual(expect.any(Number))
    expect((json(waiting) as Listed[]).map((a) => a.email)).toEqual(['applicant.waiting@vitrine.test'])
    expect((json(byCode) as Listed[]).map((a) => a.email)).toEqual(['applicant.failed@vitrine.test'])
    expect((json(maison) as Listed[]).map((a) => a.email)).toContain('applicant.waiting@maison.test')
    expect(badStatus.code).toBe(1)

    const id = (json(waiting) as Listed[])[0].id
    const shown = json(await ops('application:show', String(id)))
    expect(shown.application).toMatchObject({
      statusName: 'waiting',
      email: 'applicant.waiting@vitrine.test',
      inviteCode: 'VITRINE-DEMO-1',
    })
    expect(shown.inviteCode).toEqual({ code: 'VITRINE-DEMO-1', state: 'valid' })
    for (const link of [shown.application.cardFrontUrl, shown.application.cardBackUrl]) {
      expect(link).toMatch(new RegExp(`^${server.base}/private/identity/`))
      const res = await fetch(link)
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    }
    expect((await ops('application:show', '99999999')).code).toBe(1)
  })

  it('approve and reject with a reason; illegal moves exit non-zero naming the state', async () => {
    const first = await waitingApplicant(server)
    const second = await waitingApplicant(server)
    await server.api.shopApplication.sendToAdmin({ content: 'Please hurry' }, as(first.shopper))
    expect(json(await ops('application:show', String(first.id))).messages).toEqual([
      { content: 'Please hurry', createdAt: expect.any(String) },
    ])

    const approved = await ops('application:approve', String(first.id))
    expect(approved.code).toBe(0)
    expect(json(approved).application).toMatchObject({ status: S.passed, statusName: 'passed', shopId: expect.any(Number) })
    const again = await ops('application:approve', String(first.id))
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/^ops: This action is not possible in its current state \(passed\) \(code 1051\)/)

    const noReason = await ops('application:reject', String(second.id))
    expect(noReason).toMatchObject({ code: 1, stdout: '' })
    expect(noReason.stderr).toMatch(/^ops: --reason is required/)
    const rejected = await ops('application:reject', String(second.id), '--reason', 'Card unreadable')
    expect(json(rejected).application).toMatchObject({ statusName: 'failed', applyFailReason: 'Card unreadable' })
    expect((await ops('application:reject', String(first.id), '--reason', 'late')).stderr).toMatch(/\(passed\)/)
    expect((await ops('application:approve', 'abc')).code).toBe(1)
  })

  it('create invite codes and list them with their state, the seeded ones too', async () => {
    const created = await ops('invite:create', '--count', '3', '--uses', '4', '--days', '7')
    expect(created.code).toBe(0)
    const codes = json(created) as Invite[]
    expect(codes).toHaveLength(3)
    for (const c of codes) {
      expect(c.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
      expect(c).toMatchObject({ uses: 0, maxUses: 4, state: 'valid' })
      expect(Date.parse(c.expiresAt ?? '')).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    }
    const listed = json(await ops('invite:list')) as Invite[]
    const state = Object.fromEntries(listed.map((c) => [c.code, c.state]))
    expect(state).toMatchObject({
      'VITRINE-DEMO-1': 'valid',
      'VITRINE-DEMO-2': 'valid',
      'VITRINE-USED': 'usedUp',
      'VITRINE-EXPIRED': 'expired',
    })
    expect(codes.every((c) => state[c.code] === 'valid')).toBe(true)
    expect((json(await ops('invite:list', '--tenant', '2')) as Invite[]).map((c) => c.code)).toContain('MAISON-DEMO-1')
    expect((await ops('invite:create', '--count', '0')).code).toBe(1)
  })
})
