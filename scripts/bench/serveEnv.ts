/**
 * How `npm run serve` starts the bundle (package.json; `tests/unit/serveCommand.test.ts` holds the
 * two together), for the benches that start it themselves, so that what they measure is what runs:
 * - at most two glibc malloc arenas. By default glibc gives each thread that allocates its own arena
 *   (V8's compiler and GC helpers, libuv's pool), and memory freed there is kept: under 20 shoppers
 *   the service on PostgreSQL grew from 104 to 206 MB resident with a JavaScript heap of 70 MB; with
 *   two arenas it stayed at 137 MB;
 * - a young generation of 4 MB semi-spaces instead of V8's 16: 24 MB less at the peak under load, and
 *   no fewer checkouts a second (docs/performance.md#resident-memory).
 */
export const serveEnv = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' }
export const serveArgs = ['--max-semi-space-size=4', 'dist-server/main.mjs']
