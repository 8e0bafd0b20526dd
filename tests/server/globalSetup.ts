import type { TestProject } from 'vitest/node'
import { watchConcurrentQueries } from './oneQueryAtATime'
import { prepareSeeded, type Seeded } from './seeded'

declare module 'vitest' {
  export interface ProvidedContext {
    seeded: Seeded
  }
}

type Prepared = Awaited<ReturnType<typeof prepareSeeded>>
/** Shared by the API projects of one run (api, api-alone): removed when the last one ends. */
let shared: { prepared: Promise<Prepared>; users: number } | undefined

/** The seed, refused if it sent queries at once on one of its transactions. */
async function seedWatched() {
  const seen: string[] = []
  const stop = watchConcurrentQueries((stack) => seen.push(stack))
  try {
    const prepared = await prepareSeeded()
    if (seen.length > 0) {
      await prepared.remove()
      throw new Error(`The seed sent queries at once on one transaction:\n${seen.join('\n')}`)
    }
    return prepared
  } finally {
    stop()
  }
}

/** Migrates and seeds once per run; every test server starts from a copy (tests/server/seeded.ts). */
export default async function setup(project: TestProject) {
  shared ??= { prepared: seedWatched(), users: 0 }
  const run = shared
  run.users++
  const { seeded, remove } = await run.prepared
  project.provide('seeded', seeded)
  return async () => {
    if (--run.users > 0) return
    if (shared === run) shared = undefined
    await remove()
  }
}
