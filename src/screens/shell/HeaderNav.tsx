import type { NavEntry } from '../../../contract/api'
import type { Language, Population } from '../../../contract/locale'
import { NavMenu } from './nav/NavMenu'

/** The population's navigation entries (design template topNavigationBar), or the catalogue basics, with hover sub-menus. */
export function HeaderNav({ entries, lang, population = 'female' }: { entries: NavEntry[]; lang: Language; population?: Population }) {
  return <NavMenu entries={entries} lang={lang} population={population} />
}
