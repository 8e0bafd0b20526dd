import type { I18n } from '@lingui/core'
import type { LinkOptions } from '@tanstack/react-router'
import type { NavEntry } from '../../../../contract/api'
import type { Language, Population } from '../../../../contract/locale'
import { localized } from '../../../lib/localized'
import { navItems, navTarget } from '../navigation'

export interface NavItem {
  key: string
  label: string
  link: LinkOptions
  /** Category entries open the category tree of a population (the entry's, else the shopper's). */
  menu: { population: Population; id: number } | null
}

/** The header's entries: the design template's (switched on) or the catalogue basics, with their sub-menus. */
export function navMenuItems(entries: NavEntry[], lang: Language, population: Population, i18n: I18n): NavItem[] {
  if (entries.length === 0) return navItems(entries, lang, i18n).map((item) => ({ ...item, menu: null }))
  return entries.map((entry, i) => {
    const label = localized(entry.nameLocal, lang)
    return {
      key: `${entry.type}-${entry.id}-${i}`,
      label,
      link: navTarget(entry, label),
      menu: entry.type === 'category' ? { population: entry.population ?? population, id: entry.id } : null,
    }
  })
}
