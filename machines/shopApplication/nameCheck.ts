import { assign, fromPromise, sendParent, setup } from 'xstate'
import { type ShopApplicationFields, shopApplicationLimits as limits } from '../../contract/shopApplication'
import type { FormEvent, RegionEvent, RegionInput } from '../lib/form'

/** Quiet time after typing before the shop name is checked. */
export const nameCheckDelay = 500

type Fields = Pick<ShopApplicationFields, 'shopName'>

const checkable = (name: string) => name.trim().length >= limits.shopNameMin

const report = (taken: boolean): FormEvent<ShopApplicationFields> => ({
  type: 'REGION',
  region: 'nameCheck',
  busy: false,
  problem: taken ? { field: 'shopName', error: 'shopNameTaken' } : null,
})

/**
 * The `nameCheck` region of the application form: the shop name is checked by `checkShopName`
 * `nameCheckDelay` after typing stops (a restored name at once), names shorter than the rule
 * allows are not; typing again stops a check in flight, so an answer for an older name never
 * lands. A taken name is the form's problem (SUBMIT fails on it); the check holds nothing back,
 * the service checks again on submission. Tags: `nameChecking`, `nameAvailable`, `nameTaken`.
 */
export const nameCheckMachine = setup({
  types: {
    context: {} as { name: string },
    events: {} as RegionEvent<Fields>,
    input: {} as RegionInput<Fields>,
  },
  actors: {
    /** Answers whether a shop already has this name. */
    checkShopName: fromPromise<boolean, string>(async () => {
      throw new Error('checkShopName is provided by the app')
    }),
  },
  actions: {
    hear: assign(({ event }) => (event.type === 'FORM.CHANGED' ? { name: event.form.shopName } : {})),
  },
  guards: {
    checkable: ({ context }) => checkable(context.name),
    renamed: ({ context, event }) => event.type === 'FORM.CHANGED' && event.form.shopName !== context.name,
    renamedCheckable: ({ context, event }) =>
      event.type === 'FORM.CHANGED' && event.form.shopName !== context.name && checkable(event.form.shopName),
  },
}).createMachine({
  id: 'nameCheck',
  context: ({ input }) => ({ name: input.form.shopName }),
  initial: 'start',
  on: {
    'FORM.CHANGED': [
      { guard: 'renamedCheckable', target: '.waiting', actions: 'hear' },
      { guard: 'renamed', target: '.idle', actions: 'hear' },
    ],
  },
  states: {
    start: { always: [{ guard: 'checkable', target: 'checking' }, { target: 'idle' }] },
    idle: {},
    waiting: { tags: 'nameChecking', after: { [nameCheckDelay]: 'checking' } },
    checking: {
      tags: 'nameChecking',
      invoke: {
        src: 'checkShopName',
        input: ({ context }) => context.name.trim(),
        onDone: [{ guard: ({ event }) => event.output, target: 'taken' }, { target: 'available' }],
        // Not known: the service checks again on submission.
        onError: 'idle',
      },
    },
    available: { tags: 'nameAvailable' },
    taken: { tags: 'nameTaken', entry: sendParent(report(true)), exit: sendParent(report(false)) },
  },
})
