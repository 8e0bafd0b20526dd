/**
 * Work shared fairly between accounts with at most `slots` running at once: each account waits in
 * its own line, and a freed slot goes to the waiting account with the fewest running, the longest
 * unserved first. So one account's many uploads never make another's wait behind them all: a new
 * account waits at most for a running piece of work to end.
 */
export function fairTurns(slots: number) {
  const lines = new Map<string, (() => void)[]>()
  const running = new Map<string, number>()
  let busy = 0

  const count = (key: string) => running.get(key) ?? 0
  const start = (key: string) => {
    busy += 1
    running.set(key, count(key) + 1)
  }

  function nextKey(): string | undefined {
    let best: string | undefined
    // The map's order is the order of service: a served key goes to its end.
    for (const key of lines.keys()) if (best === undefined || count(key) < count(best)) best = key
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
    if (busy < slots) start(key)
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
