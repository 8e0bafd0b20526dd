/**
 * The same checkout on Medusa, as issue 30 recorded it: Medusa 2.21.2, production build,
 * PostgreSQL 15, no Redis, on this machine, three rounds alternating servers at a load average
 * below 1.5. Not re-measured here (Medusa is not part of this project); kept so that every orders
 * bench prints where we stand against it.
 */
export const medusaRecorded = {
  version: '2.21.2',
  orderSequential: '193-241 / 263-375 ms',
  order20Shoppers: '4.3-6 orders/s, p95 3.7-5.8 s',
  addToCartSequential: '110-150 / 152-265 ms',
  wholeCheckout20Shoppers: '17.8-23.0 s (p50)',
} as const

type Timed = { medianMs: number; p95Ms: number }
type Run = { createOrders: Timed; ordersMadeAndPaidPerSecond: number }

/** The comparison table of issue 30, Medusa's column as recorded and ours from this run, as Markdown lines. */
export function medusaComparison(alone: Run, runs: { pglite?: Run; postgres?: Run }, users: number) {
  const under = (r: Run | undefined) =>
    r
      ? `${r.ordersMadeAndPaidPerSecond} orders made and paid/s, p50 ${r.createOrders.medianMs} / p95 ${r.createOrders.p95Ms} ms`
      : 'not run'
  const notHere = 'not measured by this bench'
  return [
    `| call | Medusa ${medusaRecorded.version} p50 / p95 (recorded) | Vitrine PGlite | Vitrine PostgreSQL |`,
    '| --- | --- | --- | --- |',
    `| order from a 2-line cart, one shopper | ${medusaRecorded.orderSequential} | ${alone.createOrders.medianMs} / ${alone.createOrders.p95Ms} ms | not run alone |`,
    `| order, 20 shoppers at once (Vitrine: ${users}) | ${medusaRecorded.order20Shoppers} | ${under(runs.pglite)} | ${under(runs.postgres)} |`,
    `| add to cart, sequential | ${medusaRecorded.addToCartSequential} | ${notHere} | ${notHere} |`,
    `| whole checkout (cart to order), 20 shoppers | ${medusaRecorded.wholeCheckout20Shoppers} | ${notHere} | ${notHere} |`,
  ]
}
