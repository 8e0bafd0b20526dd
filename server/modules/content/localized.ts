import type { Language } from '../../../contract/locale'

/** The text in the request's language, else English, else whatever the row has. */
export function localized(texts: Record<string, string> | null | undefined, lang: Language): string {
  if (!texts) return ''
  return texts[lang] || texts.en || Object.values(texts)[0] || ''
}
