import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * PGlite serves one transaction at a time, so under load requests queue for it
 * (docs/performance.md#the-fair-queue). A request takes several turns (its session, then its
 * work), and a plain first-come lock puts each turn at the back of the queue: a request that
 * arrived first could wait behind every later one's first turn, and so on turn after turn. Here
 * each request takes a ticket when it arrives, and the database goes to the waiting turn of the
 * oldest ticket: a request's later turns pass requests that came after it, so requests finish in
 * arrival order and none waits much longer than the queue it found.
 */

const arrival = new AsyncLocalStorage<number>()
let issued = 0

/** Runs `fn` (a request's handling) with the next ticket: its database turns are served in that order. */
export const inArrivalOrder = <T>(fn: () => T): T => arrival.run(++issued, fn)

/**
 * When an embedded database closes. Node keeps its promise hooks on (every promise pays for the
 * request's context) while an AsyncLocalStorage is enabled: a process that then serves PostgreSQL
 * (a bench, a test worker) would keep paying for tickets nothing reads. The next ticket enables it again.
 */
export const stopTickets = () => arrival.disable()

interface Waiter {
  ticket: number
  go: () => void
}

export class ArrivalQueue {
  private busy = false
  /** Waiting turns, oldest ticket first. */
  private readonly waiting: Waiter[] = []

  get length() {
    return this.waiting.length
  }

  /** Runs `fn` alone, after every waiting turn of an older ticket; work outside a request takes a new ticket. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.busy) await this.turn(arrival.getStore() ?? ++issued)
    this.busy = true
    try {
      return await fn()
    } finally {
      this.handOff()
    }
  }

  /**
   * The next turn is given on the next pass of the event loop, never at once, and the queue stays
   * held until then. The request whose turn ended asks for its next one within its own promise
   * chain, so it is among the waiters when the oldest ticket is chosen. And the loop polls its
   * sockets in between: a request that arrived meanwhile takes its ticket then, not after every
   * request already read. Turns given at once let the requests of one poll run back to back, each
   * in a single pass (PGlite answers synchronously); a request that missed that poll waited for all
   * of them, and the kernel reports a socket that was ready before ahead of one newly ready, so with
   * 20 owners saving in a loop the same owner came last every time, at twice the others' wait.
   */
  private handOff() {
    setImmediate(() => {
      const next = this.waiting.shift()
      if (next) next.go()
      else this.busy = false
    })
  }

  private turn(ticket: number) {
    return new Promise<void>((go) => {
      // After the waiters of the same or an older ticket: a request's own turns keep their order.
      let at = this.waiting.length
      while (at > 0 && this.waiting[at - 1].ticket > ticket) at--
      this.waiting.splice(at, 0, { ticket, go })
    })
  }
}
