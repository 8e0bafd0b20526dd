import { assign, setup } from 'xstate'
import { AfterSaleWay } from '../../contract/lifecycles'
import { sellerAfterSaleLimits } from '../../contract/sellerAfterSale'
import { afterSaleLifecycle } from './lifecycle'
import { createFormMachine } from '../lib/form'
import type { FieldProblem } from '../lib/formFields'
import { allowedEvents } from '../lib/lifecycle'

/**
 * The shop's moves on one of its after-sales (docs/behaviour.md#seller-after-sales): each opens a
 * dialog (a remark for a refusal, where a return goes for an agreement, a question otherwise), then
 * calls the service; the detail reloads after it, and after a refusal (someone moved it first).
 */

/** The lifecycle's events that are the shop's to send (the others are the shopper's). */
export const shopAfterSaleEvents = ['AGREE', 'REFUSE', 'RECEIVE_GOODS', 'REFUSE_GOODS', 'REFUND'] as const
export type ShopAfterSaleAction = (typeof shopAfterSaleEvents)[number]

const isShops = (event: string): event is ShopAfterSaleAction => (shopAfterSaleEvents as readonly string[]).includes(event)

/** The moves offered on an after-sale in `status` of mode `way`: the lifecycle's allowed events of the shop's role. */
export const shopAfterSaleActions = ({ status, way }: { status: number; way: number }): ShopAfterSaleAction[] =>
  allowedEvents(afterSaleLifecycle, status, { way }).filter(isShops)

/** What a dialog is opened with: the move and the after-sale (its mode). */
export interface AfterSaleMoveInput {
  action: ShopAfterSaleAction
  id: number
  way: number
}

/** The dialog's form: the move it makes, on which after-sale, and what the shop types (an address left empty: the shop's returns address). */
export interface AfterSaleMoveForm extends AfterSaleMoveInput {
  remark: string
  address: string
}

/** A refusal says why; an agreed return may be sent somewhere else than the shop's returns address. */
export const needsRemark = (action: ShopAfterSaleAction) => action === 'REFUSE' || action === 'REFUSE_GOODS'
export const takesAddress = (move: Pick<AfterSaleMoveInput, 'action' | 'way'>) =>
  move.action === 'AGREE' && move.way === AfterSaleWay.refundAndReturn

export function validateAfterSaleMove(form: AfterSaleMoveForm): FieldProblem<'remark'> | null {
  const remark = form.remark.trim()
  if (needsRemark(form.action) && !remark) return { field: 'remark', error: 'remarkRequired' }
  return remark.length > sellerAfterSaleLimits.remarkMax ? { field: 'remark', error: 'commentTooLong' } : null
}

/** One move's dialog on the form kit; the named actor `submit` makes the move (`moveRequest` of the form). */
export const afterSaleMoveFormMachine = createFormMachine({
  id: 'afterSaleMoveForm',
  blank: (move: AfterSaleMoveInput): AfterSaleMoveForm => ({ ...move, remark: '', address: '' }),
  validate: validateAfterSaleMove,
  afterSubmit: 'end',
})

/** What the service is sent for a move: only what the move reads. */
export const moveRequest = (form: AfterSaleMoveForm) => ({
  id: form.id,
  remark: form.remark.trim() || undefined,
  address: takesAddress(form) ? form.address.trim() || undefined : undefined,
})

export type ShopAfterSaleActionsEvent = { type: 'OPEN'; input: AfterSaleMoveInput } | { type: 'CLOSE' }

/**
 * The detail's actions: OPEN starts the move's dialog (the child `dialog`, tag `open`); its form
 * ends on success (`done`, then `changed`). A refusal stays in the dialog with the service's
 * message; CLOSE drops it and reloads (`changed`).
 */
export const shopAfterSaleActionsMachine = setup({
  types: { context: {} as { input: AfterSaleMoveInput | null }, events: {} as ShopAfterSaleActionsEvent },
  actors: { dialog: afterSaleMoveFormMachine },
  actions: {
    /** The after-sale changed: the app reloads it. */
    changed: () => {},
    done: (_, _action: ShopAfterSaleAction) => {},
  },
}).createMachine({
  id: 'shopAfterSaleActions',
  context: { input: null },
  initial: 'idle',
  states: {
    idle: { entry: assign({ input: null }), on: { OPEN: { target: 'open', actions: assign(({ event }) => ({ input: event.input })) } } },
    open: {
      tags: ['open'],
      invoke: {
        id: 'dialog',
        src: 'dialog',
        input: ({ context }) => context.input as AfterSaleMoveInput,
        onDone: {
          target: 'idle',
          actions: [{ type: 'done', params: ({ context }) => (context.input as AfterSaleMoveInput).action }, 'changed'],
        },
      },
      // What is behind a dialog closed after a refusal is stale: someone else moved the after-sale.
      on: { CLOSE: { target: 'idle', actions: 'changed' } },
    },
  },
})
