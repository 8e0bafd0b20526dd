import { assign, setup } from 'xstate'

/** docs/behaviour.md#catalog: the drawer shows the first 10 words. */
export const shownHistory = 10
/** Kept a little longer than shown, so removing one reveals an older word. */
export const keptHistory = 20

export interface SearchHistoryContext {
  /** Newest first, trimmed, never blank, no two alike (ignoring case). */
  words: string[]
  limit: number
}

export type SearchHistoryEvent = { type: 'ADD'; word: string } | { type: 'REMOVE'; word: string } | { type: 'CLEAR' }

const sameWord = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()
const tidy = (word: string) => word.trim().replace(/\s+/g, ' ')

/** Puts `word` first, drops an older spelling of it, ignores blanks and keeps at most `limit`. */
export function addWord(words: string[], word: string, limit: number): string[] {
  const clean = tidy(word)
  if (!clean) return words
  return [clean, ...words.filter((w) => !sameWord(w, clean))].slice(0, limit)
}

/** Whatever storage held (possibly nothing, or junk), made into a valid history. */
export function restoreHistory(stored: unknown, limit = keptHistory): string[] {
  if (!Array.isArray(stored)) return []
  return stored
    .filter((w): w is string => typeof w === 'string')
    .reduceRight<string[]>((words, w) => addWord(words, w, Number.MAX_SAFE_INTEGER), [])
    .slice(0, limit)
}

export const visibleWords = (words: string[]) => words.slice(0, shownHistory)

/**
 * The search history of docs/behaviour.md#catalog: deduplicated, newest first, only
 * non-blank words, remove one, clear all. Every change is handed to the app (`persist`),
 * which keeps it in local storage under `searchHistory`.
 */
export const searchHistoryMachine = setup({
  types: {
    context: {} as SearchHistoryContext,
    events: {} as SearchHistoryEvent,
    input: {} as { words?: unknown; limit?: number },
  },
  actions: {
    /** Stores the words; provided by the app. */
    persist: (_, _params: { words: string[] }) => {},
  },
}).createMachine({
  id: 'searchHistory',
  context: ({ input }) => {
    const limit = input.limit ?? keptHistory
    return { limit, words: restoreHistory(input.words, limit) }
  },
  on: {
    ADD: {
      actions: [
        assign({ words: ({ context, event }) => addWord(context.words, event.word, context.limit) }),
        { type: 'persist', params: ({ context }) => ({ words: context.words }) },
      ],
    },
    REMOVE: {
      actions: [
        assign({ words: ({ context, event }) => context.words.filter((w) => w !== event.word) }),
        { type: 'persist', params: ({ context }) => ({ words: context.words }) },
      ],
    },
    CLEAR: {
      actions: [assign({ words: [] }), { type: 'persist', params: { words: [] } }],
    },
  },
})
