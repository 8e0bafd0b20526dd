import type { Language } from '../../contract/locale'

/** The API family's dictionaries (docs/behaviour.md#tenants-languages-and-money) also spell Japanese "jp" and Korean "kor". */
const aliases: Partial<Record<Language, string[]>> = { ja: ['jp'], ko: ['kor', 'kr'] }

/** Picks the text of one language from a per-language record, falling back to English, then to any text. */
export function localized(record: Record<string, string> | null | undefined, lang: Language): string {
  if (!record) return ''
  for (const key of [lang, ...(aliases[lang] ?? []), 'en']) {
    if (record[key]) return record[key]
  }
  return Object.values(record).find(Boolean) ?? ''
}
