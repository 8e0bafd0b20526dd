import { describe, expect, it } from 'vitest'
import type { FilterOptions } from '../../contract/catalog'
import { filterQuery, listSearch, productQuery } from '../../contract/listQuery'
import { applySelection, selectionOf } from '../../src/screens/catalog/listQuery'

const options: FilterOptions = { categoryBaseVOList: [], productPropertyListVos: [], designerSaveReqVOList: [], productBrands: [] }

describe("the filter drawer's category", () => {
  it('narrows a category list within its category, and is shown chosen', () => {
    const clothing = { navigation: 4 as const, categoryId: 1, name: 'Clothing' }
    const next = applySelection(clothing, { category: [2], brand: [7] })
    expect(productQuery(next)).toMatchObject({ categoryId: 1, subCategoryId: 2, brandIds: [7], navigation: 4 })
    expect(filterQuery(next)).toMatchObject({ navigation: 4, buyid: 1, categoryId: 2, brandIds: [7] })
    expect(selectionOf(next, options)).toEqual({ category: [2], brand: [7] })
    // Cleared, the list is its category again.
    expect(productQuery(applySelection(next, {}))).toMatchObject({ categoryId: 1, subCategoryId: undefined })
  })

  it('is the list category itself on other lists', () => {
    const next = applySelection({ type: 'newGoods' }, { category: [2] })
    expect(productQuery(next)).toMatchObject({ categoryId: 2, subCategoryId: undefined })
    expect(selectionOf(next, options)).toEqual({ category: [2] })
  })

  it("narrows a designer's list (navigation 2) within the designer, whose own group is not offered", () => {
    const designer = { navigation: 2 as const, desno: 9, name: 'Kenji' }
    const next = applySelection(designer, { category: [2], designer: [4] })
    expect(productQuery(next)).toMatchObject({ navigation: 2, desno: 9, categoryId: 2, subCategoryId: undefined })
    expect(filterQuery(next)).toMatchObject({ navigation: 2, buyid: 9, categoryId: 2, desno: undefined })
    expect(selectionOf(next, options)).toEqual({ category: [2] })
  })
})

describe("a list's price range", () => {
  it('goes from the URL (USD cents) to the list and its counts, and survives the drawer', () => {
    const search = listSearch({ type: 'discount', minPrice: '2000', maxPrice: '13000' })
    expect(productQuery(search)).toMatchObject({ minPrice: 2000, maxPrice: 13000 })
    expect(filterQuery(search)).toMatchObject({ minPrice: 2000, maxPrice: 13000 })
    expect(applySelection(search, { brand: [7] })).toMatchObject({ minPrice: 2000, maxPrice: 13000, brandIds: [7] })
    const narrowed = applySelection(search, {}, { maxPrice: 500 })
    expect([narrowed.minPrice, narrowed.maxPrice]).toEqual([undefined, 500])
    expect(listSearch({ minPrice: '-5', maxPrice: '1e12' })).toEqual({})
  })
})
