import { setup } from 'xstate'
import {
  type CancelForm,
  type ShipForm,
  type TrackForm,
  validateCancel,
  validateShip,
  validateTrack,
} from '../../contract/sellerOrderForms'
import { createFormMachine } from '../lib/form'

/**
 * The seller's order dialogs (docs/behaviour.md#seller-orders): ship, add a tracking update, cancel
 * with a reason. Each is a form (the app provides `submit`, sent the form; the order is the app's to
 * name), alive while its dialog is open (closing drops what was typed).
 */

export const shipFormMachine = createFormMachine({
  id: 'shipForm',
  types: {} as { result: unknown },
  blank: (): ShipForm => ({ carrier: '', carrierName: '', logisticsNo: '' }),
  validate: validateShip,
  afterSubmit: 'end',
})

export const trackFormMachine = createFormMachine({
  id: 'trackForm',
  types: {} as { result: unknown },
  blank: (): TrackForm => ({ content: '' }),
  validate: validateTrack,
  afterSubmit: 'end',
})

export const cancelFormMachine = createFormMachine({
  id: 'cancelForm',
  types: {} as { result: unknown },
  blank: (): CancelForm => ({ reason: '' }),
  validate: validateCancel,
  afterSubmit: 'end',
})

export type OrderDialogEvent = { type: 'SHIP' } | { type: 'TRACK' } | { type: 'CANCEL' } | { type: 'CLOSE' }

/** The dialog a form is done in: its tag, and what `done` is told. */
const dialog = (tag: 'ship' | 'track' | 'cancel', src: 'shipForm' | 'trackForm' | 'cancelForm') => ({
  tags: ['open', tag],
  invoke: { id: 'form' as const, src, onDone: { target: 'closed', actions: { type: 'done' as const, params: tag } } },
  on: { CLOSE: 'closed' },
})

/**
 * The order detail's dialogs: closed, or one of them open (tags `open` and `ship`, `track` or
 * `cancel`) with its form as child `form`. Which may be opened is the page's to say (the lifecycle's
 * moves for the shop); a form sent closes its dialog and calls `done` with the dialog's name.
 */
export const orderDialogsMachine = setup({
  types: {
    events: {} as OrderDialogEvent,
    children: {} as { form: 'shipForm' | 'trackForm' | 'cancelForm' },
  },
  actors: { shipForm: shipFormMachine, trackForm: trackFormMachine, cancelForm: cancelFormMachine },
  actions: { done: (_, _dialog: 'ship' | 'track' | 'cancel') => {} },
}).createMachine({
  id: 'orderDialogs',
  initial: 'closed',
  states: {
    closed: { on: { SHIP: 'shipping', TRACK: 'tracking', CANCEL: 'cancelling' } },
    shipping: dialog('ship', 'shipForm'),
    tracking: dialog('track', 'trackForm'),
    cancelling: dialog('cancel', 'cancelForm'),
  },
})
