import { describe, expect, it } from 'vitest'
import { getSimplePaths } from 'xstate/graph'
import { ListingStatus } from '../../../contract/lifecycles'
import { allowedEvents, nextStatus } from '../../../machines/lib/lifecycle'
import { type ListingEvent, listingLifecycle, listingStatusMachine } from '../../../machines/lifecycles/listing'

/**
 * The listing lifecycle written out by hand (docs/behaviour.md#seller-center): every status and event,
 * with and without review, edited and not, against the machine; then every path xstate/graph finds
 * replayed through nextStatus, as the service moves rows.
 */

type Name = keyof typeof ListingStatus
type Type = ListingEvent['type']
const types: Type[] = ['SUBMIT', 'APPROVE', 'REJECT', 'EDIT', 'UNLIST', 'RELIST', 'DELETE']
const event = (type: Type, review: boolean) => ({ type, review }) as ListingEvent

function expected(from: Name, type: Type, review: boolean, edited: boolean): Name | undefined {
  const submitted = review ? 'review' : 'live'
  const table: Partial<Record<Name, Partial<Record<Type, Name | undefined>>>> = {
    draft: { SUBMIT: submitted, DELETE: 'deleted' },
    review: { APPROVE: 'live', REJECT: 'rejected' },
    rejected: { SUBMIT: submitted },
    live: { EDIT: review ? 'changeReview' : undefined, UNLIST: 'unlisted' },
    changeReview: { APPROVE: 'live', REJECT: 'changeRejected', UNLIST: 'unlisted' },
    changeRejected: { EDIT: review ? 'changeReview' : 'live', UNLIST: 'unlisted' },
    unlisted: { RELIST: edited && review ? 'review' : 'live' },
  }
  return table[from]?.[type]
}

describe('the listing lifecycle', () => {
  it('allows exactly the moves of its table in every status, with and without review, edited or not', () => {
    for (const [from, code] of Object.entries(ListingStatus) as [Name, number][]) {
      for (const review of [true, false]) {
        for (const edited of [true, false]) {
          for (const type of types) {
            const to = expected(from, type, review, edited)
            expect(
              nextStatus(listingLifecycle, code, event(type, review), { edited }),
              `${from} + ${type} (review ${review}, edited ${edited})`,
            ).toBe(to === undefined ? null : ListingStatus[to])
          }
        }
      }
    }
  })

  it('offers the owner and the platform only what the status allows', () => {
    expect(allowedEvents(listingLifecycle, ListingStatus.draft, { edited: false }).sort()).toEqual(['DELETE', 'SUBMIT'])
    expect(allowedEvents(listingLifecycle, ListingStatus.review, { edited: false }).sort()).toEqual(['APPROVE', 'REJECT'])
    expect(allowedEvents(listingLifecycle, ListingStatus.deleted, { edited: false })).toEqual([])
  })

  it('starts as a draft; a deleted draft is final', () => {
    expect(listingStatusMachine.config.initial).toBe('draft')
    expect(listingStatusMachine.root.states.deleted.type).toBe('final')
  })

  it('agrees with every path of the machine from every status, with and without review, edited or not', () => {
    for (const review of [true, false]) {
      for (const edited of [true, false]) {
        for (const [from, code] of Object.entries(ListingStatus) as [Name, number][]) {
          const fromState = listingStatusMachine.resolveState({ value: from, context: { edited } })
          const paths = getSimplePaths(listingStatusMachine, { events: types.map((type) => event(type, review)), fromState })
          expect(paths.length).toBeGreaterThan(0)
          for (const path of paths) {
            let status: number | null = code
            for (const step of path.steps.slice(1)) status = nextStatus(listingLifecycle, status as number, step.event, { edited })
            expect(status, `${from} -> ${String(path.state.value)}`).toBe(ListingStatus[String(path.state.value) as Name])
          }
        }
      }
    }
  })

  it('reaches live from a draft in one move without review, and through review with it', () => {
    const toLive = (review: boolean) => {
      const fromState = listingStatusMachine.resolveState({ value: 'draft', context: { edited: false } })
      const paths = getSimplePaths(listingStatusMachine, { events: types.map((type) => event(type, review)), fromState })
      return Math.min(...paths.filter((p) => p.state.value === 'live').map((p) => p.steps.length - 1))
    }
    expect(toLive(false)).toBe(1)
    expect(toLive(true)).toBe(2)
  })
})
