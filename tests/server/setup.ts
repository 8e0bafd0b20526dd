import { beforeAll } from 'vitest'
import { forgetRemembered } from '../../server/lib/memo'
import { forgetBrands } from '../../server/modules/pwa/brand'

// The API files share a module graph per worker (vitest.config.ts): what one file's service kept
// (catalog totals, brands by host) must not answer for the next file's database.
beforeAll(() => {
  forgetRemembered()
  forgetBrands()
})
