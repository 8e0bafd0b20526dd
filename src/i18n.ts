import { i18n } from '@lingui/core'
import type { Language } from '../contract/locale'

/** Loads and activates one catalog; each language is its own chunk. */
export async function activateLanguage(lang: Language) {
  const { messages } = await import(`./locales/${lang}.po`)
  i18n.loadAndActivate({ locale: lang, messages })
  if (typeof document === 'object') document.documentElement.lang = lang
}

export { i18n }
