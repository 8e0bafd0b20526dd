/**
 * Where and how wide the page is: the browser's window, or, while the service draws a page's first
 * view (src/entry-server.tsx), what it knows of the request: its origin, and a phone's or a
 * desktop's width as the user agent says (the width the service's start-up replies were made for).
 */
let served: { origin: string; width: number } | null = null

export const drawPageFor = (page: { origin: string; phone: boolean }) => {
  served = { origin: page.origin, width: page.phone ? 390 : 1440 }
}

export const pageOrigin = () => served?.origin ?? window.location.origin
export const viewportWidth = () => served?.width ?? window.innerWidth
