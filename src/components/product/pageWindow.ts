/** docs/behaviour.md#layout: pagination shows a window of 9 pages. */
export const pageWindowSize = 9

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)))

/** The page numbers to show around `page`: `size` of them, centred when possible, clamped to 1..count. */
export function pageWindow(page: number, count: number, size = pageWindowSize): number[] {
  const shown = Math.min(size, count)
  const current = Math.min(Math.max(1, page), count)
  const start = Math.min(Math.max(1, current - Math.floor(shown / 2)), count - shown + 1)
  return Array.from({ length: shown }, (_, i) => start + i)
}
