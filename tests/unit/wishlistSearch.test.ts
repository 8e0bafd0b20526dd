import { describe, expect, it } from 'vitest'
import { wishlistSearch } from '../../src/screens/wishlist/tabs'

describe("the wishlist's tab in the address", () => {
  it('opens the shops tab for activeName=second, as the wallet names its tabs', () => {
    expect(wishlistSearch({ activeName: 'second' })).toEqual({ activeName: 'second' })
  })

  it('still reads the older tab=second, and falls back to the pieces for anything else', () => {
    expect(wishlistSearch({ tab: 'second' })).toEqual({ activeName: 'second' })
    expect(wishlistSearch({ activeName: 'third' })).toEqual({ activeName: undefined })
    expect(wishlistSearch({})).toEqual({ activeName: undefined })
  })
})
