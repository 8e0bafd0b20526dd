import { toLanguage, type Language } from '../locale'

/**
 * A page's language is in its URL (`?lang=fr`; English pages have none, and are the x-default),
 * so each language version has an address of its own that `hreflang` can name; the storefront
 * adopts the language on arrival. Apart from contract/head/urls.ts, which the first page's code
 * does not need.
 */
export const langParam = 'lang'

/** The language a URL asks for, or null when it names none. */
export function urlLanguage(query: URLSearchParams): Language | null {
  const raw = query.get(langParam)
  return raw ? toLanguage(raw) : null
}
