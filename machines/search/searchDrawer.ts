import { assign, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { Population } from '../../contract/locale'
import { searchHistoryMachine } from './searchHistory'

/** What the drawer searches: products of a population, or shops by name. */
export type SearchType = Population | 'shop'
export const searchTypes: SearchType[] = ['female', 'male', 'children', 'shop']

export interface SearchDrawerContext {
  type: SearchType
  word: string
  history: ActorRefFrom<typeof searchHistoryMachine>
}

export type SearchDrawerEvent =
  | { type: 'OPEN'; population: Population }
  | { type: 'CLOSE' }
  | { type: 'SELECT_TYPE'; searchType: SearchType }
  | { type: 'TYPE'; word: string }
  | { type: 'SUBMIT' }
  /** Searches a word of the history again. */
  | { type: 'PICK'; word: string }
  | { type: 'REMOVE'; word: string }
  | { type: 'CLEAR_HISTORY' }

export interface SearchRequest {
  type: SearchType
  word: string
}

const searchOf = (type: SearchType, word: string) => ({ type, word: word.trim() })

/**
 * The search drawer of docs/behaviour.md#catalog: a type (the populations, or shop name), a word and
 * the history (a child machine). A non-blank search is remembered, handed to the app
 * (`search`, which navigates), the box is cleared and the drawer closes.
 */
export const searchDrawerMachine = setup({
  types: {
    context: {} as SearchDrawerContext,
    events: {} as SearchDrawerEvent,
    input: {} as { population: Population; history?: unknown },
    children: {} as { history: 'history' },
  },
  actors: { history: searchHistoryMachine },
  actions: {
    /** Opens the results; provided by the app. */
    search: (_, _request: SearchRequest) => {},
    clearWord: assign({ word: '' }),
  },
  guards: {
    hasWord: ({ context }) => context.word.trim() !== '',
    pickedWord: ({ event }) => event.type === 'PICK' && event.word.trim() !== '',
  },
}).createMachine({
  id: 'searchDrawer',
  context: ({ input, spawn }) => ({
    type: input.population,
    word: '',
    history: spawn('history', { id: 'history', input: { words: input.history } }),
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          // The shop-name choice is kept between openings; a population follows the session's.
          actions: assign({ type: ({ context, event }) => (context.type === 'shop' ? 'shop' : event.population) }),
        },
      },
    },
    open: {
      on: {
        CLOSE: 'closed',
        SELECT_TYPE: { actions: assign({ type: ({ event }) => event.searchType }) },
        TYPE: { actions: assign({ word: ({ event }) => event.word }) },
        SUBMIT: {
          guard: 'hasWord',
          target: 'closed',
          actions: [
            sendTo('history', ({ context }) => ({ type: 'ADD' as const, word: context.word })),
            { type: 'search', params: ({ context }) => searchOf(context.type, context.word) },
            'clearWord',
          ],
        },
        PICK: {
          guard: 'pickedWord',
          target: 'closed',
          actions: [
            sendTo('history', ({ event }) => ({ type: 'ADD' as const, word: event.word })),
            { type: 'search', params: ({ context, event }) => searchOf(context.type, event.word) },
            'clearWord',
          ],
        },
        REMOVE: { actions: sendTo('history', ({ event }) => ({ type: 'REMOVE' as const, word: event.word })) },
        CLEAR_HISTORY: { actions: sendTo('history', { type: 'CLEAR' }) },
      },
    },
  },
})
