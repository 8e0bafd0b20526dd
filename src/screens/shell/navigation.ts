import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'
import { navTypes, type NavEntry } from '../../../contract/api'
import type { Language } from '../../../contract/locale'
import { localized } from '../../lib/localized'

/** Where a header navigation entry leads (the nav item types (docs/behaviour.md#catalog)). */
export function navTarget({ type, id, population }: Pick<NavEntry, 'type' | 'id' | 'population'>, name: string) {
  switch (type) {
    case 'designer':
      return linkOptions({ to: '/designers' })
    case 'brand':
      return id ? linkOptions({ to: '/brand/product/search/$brandId', params: { brandId: String(id) } }) : linkOptions({ to: '/brand' })
    case 'category':
      if (!id && population) return linkOptions({ to: '/population/$population', params: { population } })
      return linkOptions({
        to: '/categoryIndex',
        search: { type: 'category', name, navigation: navTypes.category, ...(id ? { categoryId: id } : {}) },
      })
    case 'discount':
      return linkOptions({ to: '/categoryIndex', search: { type: 'discount', name } })
    default:
      return linkOptions({ to: '/categoryIndex', search: { type: 'newGoods', name } })
  }
}

/** Shown while a tenant has no design template yet. */
const basics = [
  { type: 'newGood', label: msg`New in` },
  { type: 'designer', label: msg`Designers` },
  { type: 'brand', label: msg`Brands` },
] as const

/** The header and mobile menu entries: labelled in the shopper's language and linked. */
export function navItems(entries: NavEntry[], lang: Language, i18n: I18n) {
  if (entries.length === 0) {
    return basics.map(({ type, label }) => ({ key: type, label: i18n._(label), link: navTarget({ type, id: 0 }, i18n._(label)) }))
  }
  return entries.map((entry, i) => {
    const label = localized(entry.nameLocal, lang)
    return { key: `${entry.type}-${entry.id}-${i}`, label, link: navTarget(entry, label) }
  })
}
