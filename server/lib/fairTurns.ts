/** How much may run at once: in all (`slots`), and of one key (`perKey`). Unset: no limit. */
export interface TurnLimits {
  slots?: number
  perKey?: number
}

/**
 * Work shared fairly between keys (accounts, clients): at most `slots` pieces run at once, at most
 * `perKey` of one key. Each key waits in its own line, first come first served, and a freed slot
 * goes to the waiting key with the fewest running, the longest unserved first. So one key's many
 * pieces never make another's wait behind them all: a new key waits at most for a running piece
 * of work to end.
 */
export function fairTurns({ slots = Infinity, perKey = Infinity }: TurnLimits) {
  const lines = new Map<string, (() => void)[]>()
  const running = new Map<string, number>()
  let busy = 0

  const count = (key: string) => running.get(key) ?? 0
  const start = (key: string) => {
    busy += 1
    running.set(key, count(key) + 1)
  }

  // A release frees one slot and one of its key's turns, so at most one waiting piece can start.
  function nextKey(): string | undefined {
    if (busy >= slots) return undefined
    let best: string | undefined
    // The map's order is the order of service: a served key goes to its end.
    for (const key of lines.keys()) if (count(key) < perKey && (best === undefined || count(key) < count(best))) best = key
    return best
  }

  function release(key: string) {
    busy -= 1
    if (count(key) === 1) running.delete(key)
    else running.set(key, count(key) - 1)
    const next = nextKey()
    if (next === undefined) return
    const line = lines.get(next) ?? []
    const go = line.shift()
    lines.delete(next)
    if (line.length) lines.set(next, line)
    start(next)
    go?.()
  }

  return async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (busy < slots && count(key) < perKey) start(key)
    else
      await new Promise<void>((resolve) => {
        const line = lines.get(key)
        if (line) line.push(resolve)
        else lines.set(key, [resolve])
      })
    try {
      return await work()
    } finally {
      release(key)
    }
  }
}
