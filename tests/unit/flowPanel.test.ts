import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { addToCartMachine } from '../../machines/cart/addToCart'
import { listingStatusMachine } from '../../machines/lifecycles/listing'
import { coverageOf } from '../../src/devtools/statechart/coverage'
import { shortestPaths } from '../../src/devtools/statechart/shortestPaths'

// The stories' examples (src/devtools/statechart/examples.ts) import the app's fakes; these are enough here.
const review = { review: true }
const listingExample = { events: { SUBMIT: review, EDIT: review, RELIST: review } }
const addToCartExample = { events: { ADD: { line: { spuId: 42, skuId: 101, count: 1, shopId: 3 } } } }

const pathTo = (paths: ReturnType<typeof shortestPaths>, id: string) =>
  paths.states.find((s) => s.stateId === id)?.steps?.map((step) => (step.payload ? `${step.label} ${step.payload}` : step.label))

describe('shortest paths beside the chart', () => {
  it('reaches each status of the listing lifecycle by the bare event or the example payload, whichever is shorter', () => {
    const paths = shortestPaths(listingStatusMachine, listingExample)
    expect(paths.startError).toBeNull()
    expect(pathTo(paths, 'listingStatus.draft')).toEqual([])
    expect(pathTo(paths, 'listingStatus.live')).toEqual(['SUBMIT'])
    expect(pathTo(paths, 'listingStatus.review')).toEqual(['SUBMIT {"review":true}'])
    expect(pathTo(paths, 'listingStatus.changeReview')).toEqual(['SUBMIT', 'EDIT {"review":true}'])
    expect(paths.states.every((s) => s.steps)).toBe(true)
  })

  it('counts a state passed through (eventless moves) as reached, and says which states no sample event reaches', () => {
    const paths = shortestPaths(addToCartMachine, addToCartExample)
    // A bare ADD passes through `validating` on its way back to `idle`.
    expect(pathTo(paths, 'addToCart.validating')).toEqual(['ADD'])
    expect(pathTo(paths, 'addToCart.checkingSession')).toEqual(['ADD {"line":{"spuId":42,"skuId":101,"count":1,"shopId":3}}'])
    // `signedIn` is the app's to provide; the machine alone says no.
    expect(pathTo(paths, 'addToCart.adding')).toBeUndefined()
  })

  it('says when the machine does not start with the example input', () => {
    const needsInput = setup({ types: { input: {} as { id: number } } }).createMachine({
      id: 'needsInput',
      context: ({ input }) => ({ id: input.id }),
      initial: 'a',
      states: { a: {} },
    })
    expect(shortestPaths(needsInput).startError).toMatch(/TypeError/)
  })
})

describe('transitions the tests exercised', () => {
  it('lists every guarded alternative apart and the files that took it', () => {
    const record = { about: '', machines: { listingStatus: { 'listingStatus.draft:SUBMIT#1': 'lifecycles/listing.test.ts' } } }
    const transitions = coverageOf(listingStatusMachine, record)
    expect(transitions).toHaveLength(17)
    expect(transitions.filter((t) => t.tests.length > 0)).toEqual([
      { key: 'listingStatus.draft:SUBMIT#1', label: 'draft · SUBMIT → live', tests: ['lifecycles/listing.test.ts'] },
    ])
    expect(transitions.find((t) => t.key === 'listingStatus.draft:SUBMIT#0')?.label).toBe('draft · SUBMIT [review] → review')
  })
})
