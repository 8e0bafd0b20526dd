import { openDatabase } from '../../server/db/client'

/** For edgesLock.test.ts: opens the PGlite folder given, says so, and closes it when told on stdin. */
const database = await openDatabase({ dataDir: process.argv[2]! }).catch((error: Error) => {
  process.stderr.write(`${error.message}\n`)
  process.exit(3)
})
process.stdout.write('opened\n')
process.stdin.once('data', async () => {
  await database.close()
  process.stdout.write('closed\n')
  process.exit(0)
})
