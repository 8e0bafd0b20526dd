import { arrayContains, or, sql, type SQL } from 'drizzle-orm'
import { schema } from '../../db/client'

const { spus } = schema

/** What a shopper typed, reduced to words: lower case, letters and digits only, at most 8. */
export interface SearchTerms {
  /** The words joined by single spaces, for trigram comparisons. */
  text: string
  /** The input in lower case with blanks collapsed, compared with whole names. */
  exact: string
  /** `'w1' & 'w2' & 'w3':*` — every word, the last one as a prefix (it may still be typed). */
  tsquery: string
  /**
   * A single word of 3 letters or more may also match by trigram closeness ("cottn", "nordlis").
   * Longer phrases do not: one shared word would make them close to half the catalog.
   */
  fuzzy: boolean
}

export function searchTerms(input: string | undefined): SearchTerms | null {
  const exact = (input ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
  const words = exact.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
  if (!words.length) return null
  return {
    text: words.join(' '),
    exact,
    fuzzy: words.length === 1 && [...words[0]].length >= 3,
    tsquery: words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & '),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Every word in the product's document (names in every language, brand, category path,
 * property values), the last word as a prefix. GIN index spus_search_doc.
 */
export const textMatch = (terms: SearchTerms): SQL => sql`${spus.searchDoc} @@ to_tsquery('simple', ${terms.tsquery})`

/** A name in some language equal to what was typed. GIN index spus_name_keys. */
export const exactName = (terms: SearchTerms): SQL => arrayContains(spus.nameKeys, [terms.exact])

/**
 * The fallback when no document has every word: the lower-case names contain the text (a piece
 * inside a word) or, for one word, are close to it (a typo). GIN trigram index spus_search_name.
 */
export function fuzzyMatch(terms: SearchTerms): SQL {
  const contains = sql`${spus.searchName} like ${`%${escapeLike(terms.text)}%`}`
  return terms.fuzzy ? or(contains, sql`${terms.text} <% ${spus.searchName}`)! : contains
}
