type Show = () => void

/** What waits to be drawn, in the order it asked. */
const waiting: Show[] = []
let releasing = false

/** Calls `fn` in a task of its own once the browser has drawn a frame, or after 100 ms where it draws none (a hidden tab). */
function afterNextFrame(fn: () => void) {
  let called = false
  const once = () => {
    if (called) return
    called = true
    setTimeout(fn, 0)
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(once)
  setTimeout(once, 100)
}

function releaseNext() {
  const show = waiting.shift()
  if (!show) {
    releasing = false
    return
  }
  show()
  afterNextFrame(releaseNext)
}

/**
 * Queues `show` to be called after the next frame, one caller per frame in the order they
 * asked: content deferred past the first paint then costs several short tasks instead of one
 * long one. Returns a function that takes `show` out of the queue.
 */
export function waitForTurn(show: Show): () => void {
  waiting.push(show)
  if (!releasing) {
    releasing = true
    afterNextFrame(releaseNext)
  }
  return () => {
    const at = waiting.indexOf(show)
    if (at >= 0) waiting.splice(at, 1)
  }
}
