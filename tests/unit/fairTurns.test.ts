import { describe, expect, it } from 'vitest'
import { fairTurns } from '../../server/lib/fairTurns'

/** A piece of work that runs until `finish` is called; `started` tells whether it has begun. */
function piece() {
  let finish = () => {}
  const state = { started: false }
  const work = () =>
    new Promise<void>((resolve) => {
      state.started = true
      finish = resolve
    })
  return { state, work, finish: () => finish() }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('fair turns', () => {
  it('runs at most one piece of a key at a time, in order, while other keys run at once', async () => {
    const inTurn = fairTurns({ perKey: 1 })
    const a = [piece(), piece(), piece()]
    const b = piece()
    const done = [...a.map((p) => inTurn('a', p.work)), inTurn('b', b.work)]
    await settle()
    expect([...a.map((p) => p.state.started), b.state.started]).toEqual([true, false, false, true])
    a[0]!.finish()
    await settle()
    expect(a.map((p) => p.state.started)).toEqual([true, true, false])
    a[1]!.finish()
    await settle()
    expect(a[2]!.state.started).toBe(true)
    for (const p of [a[2]!, b]) p.finish()
    await Promise.all(done)
  })

  it('gives a freed slot to the waiting key with the fewest running, not to the key with the longest line', async () => {
    const inTurn = fairTurns({ slots: 2 })
    const a = [piece(), piece(), piece(), piece()]
    const b = piece()
    const done = a.map((p) => inTurn('a', p.work))
    done.push(inTurn('b', b.work))
    await settle()
    expect(a.map((p) => p.state.started)).toEqual([true, true, false, false])
    a[0]!.finish()
    await settle()
    expect(b.state.started).toBe(true)
    expect(a[2]!.state.started).toBe(false)
    for (const p of [a[1]!, b]) p.finish()
    await settle()
    expect(a.map((p) => p.state.started)).toEqual([true, true, true, true])
    for (const p of a.slice(2)) p.finish()
    await Promise.all(done)
  })

  it('frees the turn of a piece that fails', async () => {
    const inTurn = fairTurns({ perKey: 1 })
    await expect(inTurn('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    await expect(inTurn('a', () => Promise.resolve(1))).resolves.toBe(1)
  })
})
