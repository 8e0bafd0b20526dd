import type { TestProject } from 'vitest/node'
import { prepareSeeded, type Seeded } from './seeded'

declare module 'vitest' {
  export interface ProvidedContext {
    seeded: Seeded
  }
}

/** Migrates and seeds once per run; every test server starts from a copy (tests/server/seeded.ts). */
export default async function setup(project: TestProject) {
  const { seeded, remove } = await prepareSeeded()
  project.provide('seeded', seeded)
  return remove
}
