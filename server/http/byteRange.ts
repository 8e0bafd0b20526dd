/** Bytes asked for as HTTP asks: from `start` to `end` (inclusive; the file's end without it), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number }

/** A Range header's one range; null for none, several, or one that does not parse (those get the whole file). */
export function rangeOf(header: string | undefined): ByteRange | null {
  const parts = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!parts || (parts[1] === '' && parts[2] === '')) return null
  if (parts[1] === '') return { suffix: Number(parts[2]) }
  const start = Number(parts[1])
  const end = parts[2] === '' ? undefined : Number(parts[2])
  return end !== undefined && end < start ? null : { start, end }
}

/** The first and last byte of `range` in a file of `size` bytes; null when none of it is in the file (HTTP's 416). */
export function bytesOf(range: ByteRange, size: number): { start: number; end: number } | null {
  const start = 'suffix' in range ? Math.max(0, size - range.suffix) : range.start
  const end = 'suffix' in range ? size - 1 : Math.min(range.end ?? size - 1, size - 1)
  return start <= end && start < size ? { start, end } : null
}
