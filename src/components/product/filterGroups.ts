import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FilterOptions } from '../../../contract/catalog'
import type { FilterSelection, GroupLimits } from '../../../machines/catalog/filterDrawer'
import type { PriceRange } from '../../../machines/catalog/priceRange'

/** One checkbox list of the filter drawer. */
export interface FilterGroup {
  key: string
  title: string
  /** 1: choosing a value replaces the previous one. */
  limit: number | null
  /** `count`: the products the value would show (0: none with the other groups' choices); absent when unknown. */
  values: { id: number; label: string; count?: number }[]
}

export const propertyGroupKey = (propertyId: number) => `property:${propertyId}`

const titles = { category: msg`Category`, designer: msg`Designer`, brand: msg`Brand` }

/** The drawer's groups for a result set: category and designer keep one choice, brands many, properties as the server says. */
export function filterGroups(options: FilterOptions, i18n: I18n): FilterGroup[] {
  const groups: FilterGroup[] = [
    {
      key: 'category',
      title: i18n._(titles.category),
      limit: 1,
      values: options.categoryBaseVOList.map((c) => ({ id: c.categoryId, label: c.name, count: c.count })),
    },
    {
      key: 'brand',
      title: i18n._(titles.brand),
      limit: null,
      values: options.productBrands.map((b) => ({ id: b.id, label: b.name, count: b.count })),
    },
    {
      key: 'designer',
      title: i18n._(titles.designer),
      limit: 1,
      values: options.designerSaveReqVOList.map((d) => ({ id: d.id, label: d.name, count: d.count })),
    },
    ...options.productPropertyListVos.map((p) => ({
      key: propertyGroupKey(p.propertyId),
      title: p.title,
      limit: p.limit,
      values: p.productPropertyVoList.map((v) => ({ id: v.valueId, label: v.valueName, count: v.count })),
    })),
  ]
  return groups.filter((g) => g.values.length > 0)
}

export const groupLimits = (groups: FilterGroup[]): GroupLimits => Object.fromEntries(groups.map((g) => [g.key, g.limit]))

export const selectedCount = (selection: FilterSelection) => Object.values(selection).reduce((n, values) => n + values.length, 0)

/** The filter button's count: each chosen value, and a price range as one. */
export const filterCount = (selection: FilterSelection, price?: PriceRange) =>
  selectedCount(selection) + (price?.minPrice !== undefined || price?.maxPrice !== undefined ? 1 : 0)
