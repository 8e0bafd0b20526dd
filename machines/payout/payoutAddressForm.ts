import { assign, fromPromise, setup } from 'xstate'
import { type PayoutAddress, payoutType } from '../../contract/wallet'
import { type PayoutAddressForm, validatePayoutAddress } from '../../contract/walletForms'
import { failureMessage } from '../lib/formFields'
import { createFormMachine } from '../lib/form'

/** The payout address dialog's fields, with the id of the address being edited (0 when adding). */
export type PayoutAddressValues = PayoutAddressForm & { id: number }

export interface PayoutAddressInput {
  /** The address to edit; none to add a new one. */
  address?: PayoutAddress
}

const fromAddress = ({ id, type, fullname, mobile, bankname, bankno, address, remark }: PayoutAddress): PayoutAddressValues => ({
  id,
  type,
  fullname,
  mobile,
  bankname,
  bankno,
  address,
  remark,
})

/** A new address starts as a bank card, the switch's first choice. */
const blankAddress: PayoutAddressValues = {
  id: 0,
  type: payoutType.bankCard,
  fullname: '',
  mobile: '',
  bankname: '',
  bankno: '',
  address: '',
  remark: '',
}

/**
 * The add/edit form (docs/behaviour.md#payout-addresses): USDT needs address, mobile, name; a bank card needs
 * mobile, name, bank name, card number, checked in that order by the service's own rule. The app
 * provides `submit` (create when `id` is 0, otherwise update).
 */
export const payoutAddressFormMachine = createFormMachine({
  id: 'payoutAddressForm',
  types: {} as { result: unknown },
  blank: ({ address }: PayoutAddressInput) => (address ? fromAddress(address) : { ...blankAddress }),
  validate: validatePayoutAddress,
  afterSubmit: 'end',
})

export type PayoutAddressDialogEvent = { type: 'ADD' } | { type: 'EDIT_ADDRESS'; address: PayoutAddress } | { type: 'CLOSE' }

/**
 * /walletAddress's dialog: closed, or open to add (tag `add`) or to edit (tag `edit`) with its
 * form alive while it is open (closing resets it). A saved form closes it and calls `saved`
 * (the app toasts and reloads the list).
 */
export const payoutAddressDialogMachine = setup({
  types: {
    events: {} as PayoutAddressDialogEvent,
    children: {} as { form: 'form' },
  },
  actors: { form: payoutAddressFormMachine },
  actions: {
    saved: (_, _form: PayoutAddressValues) => {},
  },
}).createMachine({
  id: 'payoutAddressDialog',
  initial: 'closed',
  states: {
    closed: { on: { ADD: 'adding', EDIT_ADDRESS: 'editing' } },
    adding: {
      tags: ['open', 'add'],
      invoke: {
        id: 'form',
        src: 'form',
        input: {},
        onDone: { target: 'closed', actions: { type: 'saved', params: ({ event }) => event.output } },
      },
      on: { CLOSE: 'closed' },
    },
    editing: {
      tags: ['open', 'edit'],
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ event }) => ({ address: event.type === 'EDIT_ADDRESS' ? event.address : undefined }),
        onDone: { target: 'closed', actions: { type: 'saved', params: ({ event }) => event.output } },
      },
      on: { CLOSE: 'closed' },
    },
  },
})

export type PayoutAddressDeleteEvent = { type: 'ASK'; address: PayoutAddress } | { type: 'CANCEL' } | { type: 'CONFIRM' }

/**
 * Deleting one payout address: idle -> (ASK) confirming (tag `confirming`) -> (CONFIRM) deleting
 * (tags `confirming`, `busy`) -> idle, calling `deleted` (the app toasts and reloads). A refusal
 * goes back to idle with `notifyFailure`. The call is the named actor `remove`.
 */
export const payoutAddressDeleteMachine = setup({
  types: {
    context: {} as { address: PayoutAddress | null },
    events: {} as PayoutAddressDeleteEvent,
  },
  actors: {
    remove: fromPromise<unknown, PayoutAddress>(async () => {
      throw new Error('remove is provided by the app')
    }),
  },
  actions: {
    deleted: (_, _address: PayoutAddress) => {},
    notifyFailure: (_, _message: string | null) => {},
    remember: assign((_, address: PayoutAddress | null) => ({ address })),
  },
}).createMachine({
  id: 'payoutAddressDelete',
  context: { address: null },
  initial: 'idle',
  states: {
    idle: {
      on: { ASK: { target: 'confirming', actions: { type: 'remember', params: ({ event }) => event.address } } },
    },
    confirming: {
      tags: 'confirming',
      on: { CANCEL: { target: 'idle', actions: { type: 'remember', params: null } }, CONFIRM: 'deleting' },
    },
    deleting: {
      tags: ['confirming', 'busy'],
      invoke: {
        src: 'remove',
        input: ({ context }) => context.address as PayoutAddress,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'deleted', params: ({ context }) => context.address as PayoutAddress },
            { type: 'remember', params: null },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
            { type: 'remember', params: null },
          ],
        },
      },
    },
  },
})
