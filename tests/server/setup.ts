import { afterAll, beforeAll, expect } from 'vitest'
import { forgetRemembered } from '../../server/lib/memo'
import { forgetBrands } from '../../server/modules/pwa/brand'
import { watchConcurrentQueries } from './oneQueryAtATime'

// The API files share a module graph per worker (vitest.config.ts): what one file's service kept
// (catalog totals, brands by host) must not answer for the next file's database.
beforeAll(() => {
  forgetRemembered()
  forgetBrands()
})

// pg warns once per process: the file that first sends queries at once on one connection fails.
const concurrent: string[] = []
watchConcurrentQueries((stack) => concurrent.push(stack))
afterAll(() => {
  expect(concurrent, 'queries sent at once on one transaction (Promise.all over its queries)').toEqual([])
})
