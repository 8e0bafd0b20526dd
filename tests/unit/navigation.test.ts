import { describe, expect, it } from 'vitest'
import { linkTypes, menuTypes, navigationCodes, navTypes } from '../../contract/navigation'
import { categoryLink } from '../../src/lib/categoryLink'
import { bannerTarget } from '../../src/screens/home/bannerLink'
import { bannerType } from '../../contract/catalog'

describe('SPEC.md’s navigation enumerations, named in contract/navigation.ts', () => {
  it('keep SPEC.md’s codes', () => {
    expect(navTypes).toEqual({ newGood: 1, discount: 2, designer: 3, category: 4, brand: 5 })
    expect(menuTypes).toEqual({ unNavigation: 0, firstCategory: 1, childCategory: 2, designer: 3 })
    expect(linkTypes).toEqual({ article: 0, goodCategory: 1, brand: 2, designer: 3, expandUrl: 4 })
    // SPEC.md's routes: navigation 2 = description (designer) number, 4 = category, 5 = brand.
    expect(navigationCodes).toEqual({ designer: 2, category: 4, brand: 5 })
  })

  it('are what the category links and banners send as `navigation`', () => {
    expect(categoryLink({ id: 7, name: 'Coats' }).search).toMatchObject({ categoryId: 7, navigation: navigationCodes.category })
    const banner = bannerTarget({ type: bannerType.category, buyId: '7', shopId: 0 })
    expect(banner.kind === 'page' && banner.link.search).toMatchObject({ categoryId: 7, navigation: navigationCodes.category })
  })
})
