import { assign, setup } from 'xstate'
import type { EarningsKind, EarningsLine } from '../../contract/earnings'

/**
 * The earnings page's filters (docs/behaviour.md#settlement): the lines of one month (`YYYY-MM`,
 * UTC, as the month totals) and of one kind (collections or take-backs), or all. The lines are
 * the page's own (a year of them at most), filtered where they are shown; the view asks
 * `hasTag('filtered')` for its "show all".
 */

export interface EarningsFilters {
  month: string | null
  kind: EarningsKind | null
}

export type EarningsFiltersEvent = { type: 'MONTH'; month: string | null } | { type: 'KIND'; kind: EarningsKind | null } | { type: 'CLEAR' }

const none: EarningsFilters = { month: null, kind: null }

export const earningsFiltersMachine = setup({
  types: { context: {} as EarningsFilters, events: {} as EarningsFiltersEvent },
  guards: { nothingChosen: ({ context }) => context.month === null && context.kind === null },
}).createMachine({
  id: 'earningsFilters',
  context: none,
  initial: 'all',
  on: {
    MONTH: { target: '.checking', actions: assign({ month: ({ event }) => event.month }) },
    KIND: { target: '.checking', actions: assign({ kind: ({ event }) => event.kind }) },
    CLEAR: { target: '.all', actions: assign(none) },
  },
  states: {
    checking: { always: [{ guard: 'nothingChosen', target: 'all' }, { target: 'filtered' }] },
    all: {},
    filtered: { tags: ['filtered'] },
  },
})

const monthOf = (line: EarningsLine) => new Date(line.createTime).toISOString().slice(0, 7)

/** The lines the filters keep, in their order. */
export const filteredLines = (lines: readonly EarningsLine[], { month, kind }: EarningsFilters) =>
  lines.filter((line) => (month === null || monthOf(line) === month) && (kind === null || line.kind === kind))
