import type sharpModule from 'sharp'

type Sharp = typeof sharpModule

let loading: Promise<Sharp> | undefined

/**
 * sharp (libvips), loaded by the first picture the service makes rather than at its start: loading
 * it takes about 30 MB resident (its libraries and libvips' own start), which a service that has
 * made no picture yet does not need (docs/performance.md#resident-memory). Its operation cache is
 * off: each picture is decoded once, so the cache would only hold memory.
 */
export function imaging(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loading
}
