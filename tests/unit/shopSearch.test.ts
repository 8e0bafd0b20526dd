import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../contract/catalog'
import { searchOf, selectionOf, shopFilterGroups } from '../../src/screens/shop/shopFilters'
import { shopProductQuery, shopProductSearch } from '../../src/screens/shop/shopSearch'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const node = (id: number, name: string, child: CategoryNode[] = []): CategoryNode => ({ id, name, parentId: 0, picUrl: null, child })
const categories = [
  node(1, 'Clothing', [node(2, 'Dresses'), node(3, 'Coats')]),
  node(10, 'Clothing', [node(11, 'Suits')]),
  node(20, 'Gift cards'),
]
const brands = [{ id: 7, name: 'Atelier', logo: '', description: '', productCount: 3 }]
const groups = shopFilterGroups({ categories, brands, rootPopulation: { 1: 'female', 10: 'male' } }, i18n)

describe('shop page URL and filters', () => {
  it('reads the URL, dropping what it cannot use', () => {
    expect(
      shopProductSearch({ no: '4', name: 'Nord', category: [2, '3'], population: '2,x', brand: 'nope', sort: '2', page: '3', other: 1 }),
    ).toEqual({
      no: 4,
      name: 'Nord',
      category: [2, 3],
      population: [2],
      sort: 2,
      page: 3,
    })
    expect(shopProductSearch({ no: 4, sort: 9 })).toEqual({ no: 4 })
  })

  it('asks for 20 pieces of a page with every filter and the sort', () => {
    expect(shopProductQuery(4, { category: [2], population: [1], brand: [7], sort: 3, page: 2 })).toEqual({
      shopId: 4,
      pageNo: 2,
      pageSize: 20,
      categoryIdList: [2],
      personCategoryList: [1],
      brandIdList: [7],
      sort: 3,
    })
    expect(shopProductQuery(4, { page: -1 }).pageNo).toBe(1)
  })

  it('groups categories under their top category, named with its population', () => {
    expect(groups.map((g) => [g.key, g.title, g.values.map((v) => v.id)])).toEqual([
      ['category:1', 'Women · Clothing', [2, 3]],
      ['category:10', 'Men · Clothing', [11]],
      ['category', 'Category', [20]],
      ['population', 'For', [2, 1, 3]],
      ['brand', 'Brand', [7]],
    ])
  })

  it('maps the URL to the drawer and back', () => {
    const selection = selectionOf({ category: [3, 11, 20, 99], population: [2], brand: [7] }, groups)
    expect(selection).toEqual({ 'category:1': [3], 'category:10': [11], category: [20], population: [2], brand: [7] })
    expect(searchOf(selection)).toEqual({ category: [3, 11, 20], population: [2], brand: [7], page: undefined })
    expect(searchOf({})).toEqual({ category: undefined, population: undefined, brand: undefined, page: undefined })
  })
})
