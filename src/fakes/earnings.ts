import type { Earnings } from '../../contract/earnings'

const day = 86_400_000
/** A fixed "now" so that stories and tests draw the same dates. */
const now = Date.parse('2026-11-20T10:00:00Z')

/** A shop with money available, two orders pending (one held by an after-sale), and two months of lines. */
export const sampleEarnings: Earnings = {
  available: 182_400,
  frozen: 20_000,
  pending: 23_800,
  pendingOrders: [
    { orderId: 41, no: 'O2026111208153001', amount: 12_900, completedAt: now - 9 * day, settlesAt: now - 2 * day, held: true },
    { orderId: 44, no: 'O2026111609402207', amount: 10_900, completedAt: now - 3 * day, settlesAt: now + 4 * day, held: false },
  ],
  settlements: [
    { id: 90, kind: 'collection', orderNo: 'O2026110409121003', amount: 24_500, createTime: now - 2 * day },
    { id: 88, kind: 'takeBack', orderNo: 'O2026102814380911', amount: -6_900, createTime: now - 6 * day },
    { id: 80, kind: 'collection', orderNo: 'O2026102814380911', amount: 13_800, createTime: now - 12 * day },
    { id: 71, kind: 'collection', orderNo: 'O2026100911002405', amount: 151_000, createTime: now - 33 * day },
  ],
  months: [
    { month: '2026-11', collected: 38_300, takenBack: 6_900 },
    { month: '2026-10', collected: 151_000, takenBack: 0 },
  ],
}

/** A new shop: nothing settled, nothing pending. */
export const emptyEarnings: Earnings = { available: 0, frozen: 0, pending: 0, pendingOrders: [], settlements: [], months: [] }
