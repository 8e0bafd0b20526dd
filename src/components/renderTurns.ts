type Show = () => void
interface Waiting {
  show: Show
  place?: Node
}

/** What waits to be drawn: in the order it asked, or in the page's order for those that said where they are. */
const waiting: Waiting[] = []
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
  const next = waiting.shift()
  if (!next) {
    releasing = false
    return
  }
  next.show()
  afterNextFrame(releaseNext)
}

const follows = (place: Node, other: Waiting) =>
  other.place !== undefined && Boolean(place.compareDocumentPosition(other.place) & Node.DOCUMENT_POSITION_FOLLOWING)

/**
 * Queues `show` to be called after the next frame, one caller per frame in the order they
 * asked: content deferred past the first paint then costs several short tasks instead of one
 * long one. Given its `place`, it goes before the waiting parts that come later in the page, so
 * a part drawn never pushes down one already drawn below it. Returns a function that takes
 * `show` out of the queue.
 */
export function waitForTurn(show: Show, place?: Node): () => void {
  const entry = { show, place }
  const before = place ? waiting.findIndex((other) => follows(place, other)) : -1
  if (before < 0) waiting.push(entry)
  else waiting.splice(before, 0, entry)
  if (!releasing) {
    releasing = true
    afterNextFrame(releaseNext)
  }
  return () => {
    const at = waiting.indexOf(entry)
    if (at >= 0) waiting.splice(at, 1)
  }
}
