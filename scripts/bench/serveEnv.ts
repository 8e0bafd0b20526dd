/**
 * What `npm run serve` sets before it starts the bundle (package.json), for the benches that start
 * it themselves: at most two glibc malloc arenas. By default glibc gives each thread that allocates
 * its own arena (V8's compiler and GC helpers, libuv's pool), and memory freed there is kept: under
 * 20 shoppers the service on PostgreSQL grew from 104 to 206 MB resident with a JavaScript heap of
 * 70 MB; with two arenas it stayed at 137 MB (docs/performance.md#resident-memory).
 */
export const serveEnv = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' }
