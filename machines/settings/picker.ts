import { assign, fromPromise, setup } from 'xstate'
import type { Currency } from '../../contract/api'
import type { Language } from '../../contract/locale'

export interface PickerContext {
  lang: Language
  currencyCode: string
  symbol: string
  chosenLang: Language
  chosenCurrency: string
  currencies: Currency[]
}

export type PickerEvent =
  | { type: 'OPEN'; lang: Language; currencyCode: string; symbol: string }
  | { type: 'CHOOSE_LANG'; lang: Language }
  | { type: 'CHOOSE_CURRENCY'; code: string }
  | { type: 'APPLY' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }

const chosenSymbol = (c: PickerContext) => c.currencies.find((x) => x.code === c.chosenCurrency)?.symbol ?? c.symbol

/**
 * The language and currency picker: opens on the session's values, loads the currencies
 * once, and on Apply hands the choice to the app (`setCurrency`, and `setLang` only when
 * the language changed, since that reloads the page).
 */
export const pickerMachine = setup({
  types: {
    context: {} as PickerContext,
    events: {} as PickerEvent,
    input: {} as { lang: Language; currencyCode: string; symbol: string },
  },
  actors: {
    loadCurrencies: fromPromise<Currency[]>(async () => []),
  },
  actions: {
    setCurrency: (_, _params: { currencyCode: string; symbol: string }) => {},
    setLang: (_, _params: { lang: Language }) => {},
  },
  guards: {
    hasCurrencies: ({ context }) => context.currencies.length > 0,
    langChanged: ({ context }) => context.chosenLang !== context.lang,
  },
}).createMachine({
  id: 'picker',
  context: ({ input }) => ({ ...input, chosenLang: input.lang, chosenCurrency: input.currencyCode, currencies: [] }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign(({ event }) => ({
            lang: event.lang,
            currencyCode: event.currencyCode,
            symbol: event.symbol,
            chosenLang: event.lang,
            chosenCurrency: event.currencyCode,
          })),
        },
      },
    },
    open: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasCurrencies', target: 'ready' }, { target: 'loading' }] },
        loading: {
          invoke: {
            src: 'loadCurrencies',
            onDone: { target: 'ready', actions: assign({ currencies: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { RETRY: 'loading' } },
      },
      on: {
        CHOOSE_LANG: { actions: assign({ chosenLang: ({ event }) => event.lang }) },
        CHOOSE_CURRENCY: { actions: assign({ chosenCurrency: ({ event }) => event.code }) },
        CLOSE: 'closed',
        APPLY: [
          {
            guard: 'langChanged',
            target: 'closed',
            actions: [
              { type: 'setCurrency', params: ({ context }) => ({ currencyCode: context.chosenCurrency, symbol: chosenSymbol(context) }) },
              { type: 'setLang', params: ({ context }) => ({ lang: context.chosenLang }) },
            ],
          },
          {
            target: 'closed',
            actions: {
              type: 'setCurrency',
              params: ({ context }) => ({ currencyCode: context.chosenCurrency, symbol: chosenSymbol(context) }),
            },
          },
        ],
      },
    },
  },
})
