import { or, sql, type SQL } from 'drizzle-orm'
import type { Language } from '../../../contract/locale'
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
  return { text: words.join(' '), exact, fuzzy: words.length === 1 && [...words[0]].length >= 3, tsquery: words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ') }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const query = (terms: SearchTerms) => sql`to_tsquery('simple', ${terms.tsquery})`

/**
 * A product matches when its document (names in every language, brand, category path,
 * property values) has every word, or its lower-case name contains the text or, for one
 * word, is close to it.
 * Each branch is served by a GIN index (search_doc; search_name with gin_trgm_ops).
 */
export function searchCondition(terms: SearchTerms): SQL {
  return or(
    sql`${spus.searchDoc} @@ ${query(terms)}`,
    terms.fuzzy ? sql`${terms.text} <% ${spus.searchName}` : undefined,
    sql`${spus.searchName} like ${`%${escapeLike(terms.text)}%`}`,
  )!
}

/** Best first: the exact name, then a name starting with the text, then text rank plus trigram closeness. */
export function searchOrder(terms: SearchTerms, lang: Language): SQL[] {
  const name = sql`lower(coalesce(${spus.names} ->> ${lang}, ${spus.names} ->> 'en'))`
  return [
    sql`case when ${name} = ${terms.exact} then 0 when ${name} like ${`${escapeLike(terms.exact)}%`} then 1 else 2 end`,
    sql`ts_rank(${spus.searchDoc}, ${query(terms)}) + word_similarity(${terms.text}, ${spus.searchName}) desc`,
  ]
}
