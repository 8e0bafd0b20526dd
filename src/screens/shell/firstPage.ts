import { startTransition, useEffect, useState } from 'react'

let firstPageStarted = false

/**
 * False for the render that first shows a page, true from then on. That render comes from the
 * router's store, which React always renders in one synchronous go: the whole first page was one
 * long task (~110 ms on a desktop, four times that on a phone). Asked again in a transition, React
 * draws the page in slices of a few milliseconds and the browser stays responsive. The splash
 * stays up meanwhile: nothing paints sooner or later than before. Later pages need no such step.
 */
export function useFirstPageInTransition(): boolean {
  const [ready, setReady] = useState(firstPageStarted)
  useEffect(() => {
    if (ready) return
    startTransition(() => {
      firstPageStarted = true
      setReady(true)
    })
  }, [ready])
  return ready
}

/** The first page is drawn whole at once: by the service (entry-server.tsx), then by the browser taking its HTML over. */
export function firstPageDrawnByService() {
  firstPageStarted = true
}
