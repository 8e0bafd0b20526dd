import { describe, expect, it } from 'vitest'
import { ArrivalQueue, inArrivalOrder } from '../../server/db/arrivalOrder'

/** Past the queue's hand-off, which waits one pass of the event loop. */
const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)))

/** A turn that holds the queue until `release` is called, recording when it starts. */
function turns(queue: ArrivalQueue, log: string[]) {
  const releases = new Map<string, () => void>()
  const take = (name: string) =>
    queue.run(
      () =>
        new Promise<void>((resolve) => {
          log.push(name)
          releases.set(name, resolve)
        }),
    )
  const release = async (name: string) => {
    releases.get(name)?.()
    await settle()
  }
  return { take, release }
}

describe('the arrival queue', () => {
  it('runs one turn at a time, first come first served among requests that arrived in that order', async () => {
    const queue = new ArrivalQueue()
    const log: string[] = []
    const { take, release } = turns(queue, log)
    const done = ['a', 'b', 'c'].map((name) => inArrivalOrder(() => take(name)))
    await settle()
    expect(log).toEqual(['a'])
    expect(queue.length).toBe(2)
    await release('a')
    expect(log).toEqual(['a', 'b'])
    await release('b')
    await release('c')
    await Promise.all(done)
    expect(log).toEqual(['a', 'b', 'c'])
    expect(queue.length).toBe(0)
  })

  it("serves a request's second turn before the first turns of requests that arrived after it", async () => {
    const queue = new ArrivalQueue()
    const log: string[] = []
    const { take, release } = turns(queue, log)
    const first = inArrivalOrder(async () => {
      await take('first: session')
      await take('first: work')
    })
    await settle()
    const later = ['second', 'third'].map((name) => inArrivalOrder(() => take(`${name}: session`)))
    await settle()
    await release('first: session')
    // A plain lock would now serve "second: session", queued before the first request's second turn.
    expect(log).toEqual(['first: session', 'first: work'])
    await release('first: work')
    await release('second: session')
    await release('third: session')
    await Promise.all([first, ...later])
    expect(log).toEqual(['first: session', 'first: work', 'second: session', 'third: session'])
  })

  it('gives work outside a request a new ticket, after the requests already waiting', async () => {
    const queue = new ArrivalQueue()
    const log: string[] = []
    const { take, release } = turns(queue, log)
    const held = inArrivalOrder(() => take('request'))
    await settle()
    const waiting = inArrivalOrder(() => take('older request'))
    const sweep = take('sweep')
    await settle()
    await release('request')
    await release('older request')
    await release('sweep')
    await Promise.all([held, waiting, sweep])
    expect(log).toEqual(['request', 'older request', 'sweep'])
  })

  it('gives no turn in the pass in which the last one ended, so the loop reads its sockets between any two turns', async () => {
    const queue = new ArrivalQueue()
    await queue.run(async () => {})
    const log: string[] = []
    const next = queue.run(async () => {
      log.push('next turn')
    })
    expect(queue.length).toBe(1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(log).toEqual(['next turn'])
    await next
    await settle()
    expect(queue.length).toBe(0)
  })

  it('passes the turn on when a turn fails', async () => {
    const queue = new ArrivalQueue()
    const failed = queue.run(() => Promise.reject(new Error('refused')))
    const next = queue.run(async () => 'ran')
    await expect(failed).rejects.toThrow('refused')
    await expect(next).resolves.toBe('ran')
  })
})
