/**
 * A transaction is one connection, and a connection runs one query at a time: queries sent on one
 * at once (a Promise.all over a transaction's queries) are queued by pg today and refused by pg 9.
 * pg warns when it happens; here that warning fails the run instead of scrolling by.
 */

const concurrentQuery = 'already executing a query'

/** Calls `onSeen` with the warning's stack each time pg sees queries sent at once on one connection; answers the stop. */
export function watchConcurrentQueries(onSeen: (stack: string) => void) {
  const listener = (warning: Error) => {
    if (warning.message.includes(concurrentQuery)) onSeen(warning.stack ?? warning.message)
  }
  process.on('warning', listener)
  return () => process.off('warning', listener)
}
