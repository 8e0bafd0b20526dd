import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PaymentReceiptStatus } from '../../contract/lifecycles'
import { readConfig } from '../../server/config'
import { onlyMail } from './mailHelpers'
import { insertOrder } from './orderFixtures'
import { newShopper } from './shoppers'
import { eventually, startWithFakeSmtp } from './smtpHelpers'

describe('a shopper’s mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startWithFakeSmtp>>
  beforeAll(async () => {
    // The outbox sweep every 200 ms instead of 10 s: this test waits for it.
    smtp = await startWithFakeSmtp('shop@vitrine.test', { MAIL_SWEEP_MS: '200' })
  })
  afterAll(() => smtp.stop())

  it('written by a status move, is delivered after the commit with its HTML alternative', { timeout: 60_000 }, async () => {
    const { server } = smtp
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    expect((await server.admin.order.approvePayment({ no: order.no })).code).toBe(0)
    // The move's effect writes to the outbox without the request's mailer: the next sweep sends it.
    const sent = await eventually(
      () => onlyMail(server, shopper),
      (m) => Boolean(m.sentAt),
      { tries: 400 },
    )
    expect(sent.error).toBeNull()
    const message = smtp.received.find((m) => m.includes(shopper.email))
    expect(message).toContain('Content-Type: text/html')
    expect(message).toContain('Content-Type: text/plain')
  })
})

describe('the outbox sweep’s interval', () => {
  it('is 10 s unless MAIL_SWEEP_MS says otherwise, and never 0 (a timer that would spin)', () => {
    expect(readConfig({}).mailSweepMs).toBe(10_000)
    expect(readConfig({ MAIL_SWEEP_MS: '200' }).mailSweepMs).toBe(200)
    expect(() => readConfig({ MAIL_SWEEP_MS: '0' })).toThrow('MAIL_SWEEP_MS must be at least 1, not 0')
  })
})
