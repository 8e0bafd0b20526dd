import type { I18n } from '@lingui/core'
import type { LinkOptions } from '@tanstack/react-router'
import type { NavEntry } from '../../../../contract/api'
import type { Language, Population } from '../../../../contract/locale'
import { type MenuType, menuTypes } from '../../../../contract/navigation'
import { localized } from '../../../lib/localized'
import { navItems, navTarget } from '../navigation'

export interface NavItem {
  key: string
  label: string
  link: LinkOptions
  /** Category entries open the category tree of a population (the entry's, else the shopper's). */
  menu: { type: CategoryMenu; population: Population; id: number } | null
}

/** The menu types that open a sub-menu of categories. */
export type CategoryMenu = typeof menuTypes.firstCategory | typeof menuTypes.childCategory

/**
 * SPEC.md's menu type of a header entry (contract/navigation.ts): a category entry naming no
 * category opens its population's level-one categories, one naming a category opens that
 * category's children; a designer entry leads to the designers' page and other entries to their
 * lists, with no sub-menu.
 */
export function menuTypeOf({ type, id }: Pick<NavEntry, 'type' | 'id'>): MenuType {
  if (type === 'designer') return menuTypes.designer
  if (type !== 'category') return menuTypes.unNavigation
  return id ? menuTypes.childCategory : menuTypes.firstCategory
}

const categoryMenu = (type: MenuType): type is CategoryMenu => type === menuTypes.firstCategory || type === menuTypes.childCategory

/** The header's entries: the design template's (switched on) or the catalogue basics, with their sub-menus. */
export function navMenuItems(entries: NavEntry[], lang: Language, population: Population, i18n: I18n): NavItem[] {
  if (entries.length === 0) return navItems(entries, lang, i18n).map((item) => ({ ...item, menu: null }))
  return entries.map((entry, i) => {
    const label = localized(entry.nameLocal, lang)
    const type = menuTypeOf(entry)
    return {
      key: `${entry.type}-${entry.id}-${i}`,
      label,
      link: navTarget(entry, label),
      menu: categoryMenu(type) ? { type, population: entry.population ?? population, id: entry.id } : null,
    }
  })
}
