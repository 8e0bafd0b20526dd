import { assign, fromPromise, setup } from 'xstate'
import type { PayChannel, PayInput, PaySummary } from '../../contract/order'
import { validateConfirmPay } from '../../contract/orderForms'
import { checkSixDigits, onlyDigits } from '../../contract/validation'
import { payMethodType } from '../../contract/wallet'
import { failureMessage } from '../lib/formFields'

export interface PayContext {
  summary: PaySummary
  channels: PayChannel[]
  orderIds: number[]
  /** The chosen pay method's channel id (0 none). */
  channelId: number
  /** The transaction password being typed (digits only). */
  password: string
  /** The payment screenshot's URL once uploaded. */
  picture: string
  /** /paymentPage/{id}?onlyPayOrderPic=true: only the evidence upload, no method to choose. */
  evidenceOnly: boolean
  /** The service's refusal of the last choice or payment. */
  failure: string | null
}

export type PayEvent =
  | { type: 'CHOOSE'; channelId: number }
  | { type: 'CONFIRM' }
  | { type: 'EDIT_PASSWORD'; value: string }
  | { type: 'UPLOADED'; url: string | null }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }

/** How the orders were paid: by balance (paid now) or with a screenshot (the platform reviews it). */
export type PayOutcome = 'balance' | 'screenshot'

export const channelOf = (context: Pick<PayContext, 'channels' | 'channelId'>) =>
  context.channels.find((c) => c.id === context.channelId) ?? null

/** docs/behaviour.md#checkout: paying by balance needs a balance covering the total. */
export const balanceCovers = (summary: PaySummary) => summary.balance >= summary.total

const chosenType = (context: PayContext) => channelOf(context)?.type ?? 0
const eventChannel = (context: PayContext, event: PayEvent) =>
  event.type === 'CHOOSE' ? (context.channels.find((c) => c.id === event.channelId) ?? null) : null
const failed = ({ event }: { event: { error?: unknown } }) => failureMessage(event.error)
const fail = [
  { type: 'rememberFailure', params: failed },
  { type: 'notifyFailure', params: failed },
] as const

const choose = [
  { guard: 'emptyBalance', target: 'lowBalance' },
  { guard: 'needsPassword', target: 'needPassword' },
  { guard: 'choosable', target: 'changing', actions: 'choose', reenter: true },
] as const

/**
 * Step 3 of checkout and /paymentPage/{id} (docs/behaviour.md#checkout): choose one of the pay
 * methods (`changePayType` records it); balance is refused when it does not cover the total, opens
 * the low-balance prompt when the balance is 0 (tag `lowBalance`: Cancel or Go recharge) and,
 * without a transaction password, opens the set-password prompt (tag `needPassword`). CONFIRM
 * needs a method: balance asks the 6-digit transaction password (tag `password`), virtual
 * currency opens the pay dialog (tag `evidence`: the platform wallet and a screenshot, SUBMIT only
 * once one is uploaded), card and online are sent as they are (the service says whether they are
 * offered). `pay` pays; the machine ends with how it was paid.
 */
export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    input: {} as { summary: PaySummary; channels: PayChannel[]; orderIds: number[]; evidenceOnly?: boolean },
    output: {} as PayOutcome,
  },
  actors: {
    changePayType: fromPromise<unknown, { tradeOrderIdList: number[]; payType: number }>(async () => {
      throw new Error('changePayType is provided by the app')
    }),
    pay: fromPromise<unknown, PayInput>(async () => {
      throw new Error('pay is provided by the app')
    }),
  },
  actions: {
    notifyFailure: (_, _message: string | null) => {},
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { channelId: event.channelId, failure: null } : {})),
    unchoose: assign({ channelId: 0 }),
    typePassword: assign(({ event }) => (event.type === 'EDIT_PASSWORD' ? { password: onlyDigits(event.value).slice(0, 6) } : {})),
    forgetPassword: assign({ password: '' }),
    takePicture: assign(({ event }) => (event.type === 'UPLOADED' ? { picture: event.url ?? '' } : {})),
    forget: assign({ failure: null }),
    rememberFailure: assign((_, failure: string | null) => ({ failure })),
  },
  guards: {
    emptyBalance: ({ context, event }) => eventChannel(context, event)?.type === payMethodType.balance && context.summary.balance === 0,
    needsPassword: ({ context, event }) => eventChannel(context, event)?.type === payMethodType.balance && !context.summary.payPasswordFlag,
    choosable: ({ context, event }) => {
      const channel = eventChannel(context, event)
      return channel !== null && (channel.type !== payMethodType.balance || balanceCovers(context.summary))
    },
    byBalance: ({ context }) => validateConfirmPay(chosenType(context) || null) === null && chosenType(context) === payMethodType.balance,
    byScreenshot: ({ context }) => chosenType(context) === payMethodType.virtualCurrency,
    hasMethod: ({ context }) => validateConfirmPay(chosenType(context) || null) === null,
    sixDigits: ({ context }) => checkSixDigits(context.password) === null,
    hasPicture: ({ context }) => context.picture !== '',
    evidenceOnly: ({ context }) => context.evidenceOnly,
  },
}).createMachine({
  id: 'pay',
  context: ({ input }) => {
    const virtual = input.channels.find((c) => c.type === payMethodType.virtualCurrency)
    // The method chosen before (an order paid later) is chosen again when still offered.
    const before = input.channels.find((c) => c.type === input.summary.orders[0]?.payAppType)
    return {
      summary: input.summary,
      channels: input.channels,
      orderIds: input.orderIds,
      channelId: (input.evidenceOnly ? virtual?.id : undefined) ?? (before && before.type !== payMethodType.balance ? before.id : 0),
      password: '',
      picture: '',
      evidenceOnly: input.evidenceOnly ?? false,
      failure: null,
    }
  },
  initial: 'start',
  output: ({ context }) => (chosenType(context) === payMethodType.balance ? 'balance' : 'screenshot'),
  states: {
    start: { always: [{ guard: 'evidenceOnly', target: 'evidence' }, { target: 'choosing' }] },
    choosing: {
      on: {
        CHOOSE: choose,
        CONFIRM: [
          { guard: 'byBalance', target: 'password' },
          { guard: 'byScreenshot', target: 'evidence' },
          { guard: 'hasMethod', target: 'paying' },
        ],
      },
    },
    changing: {
      tags: 'busy',
      // Arrow keys move the choice faster than the service answers: the last one chosen is recorded.
      on: { CHOOSE: choose },
      invoke: {
        src: 'changePayType',
        input: ({ context }) => ({ tradeOrderIdList: context.orderIds, payType: chosenType(context) }),
        onDone: 'choosing',
        onError: { target: 'choosing', actions: ['unchoose', ...fail] },
      },
    },
    needPassword: { tags: 'needPassword', on: { CLOSE: 'choosing' } },
    lowBalance: { tags: 'lowBalance', on: { CLOSE: 'choosing' } },
    password: {
      tags: 'password',
      on: {
        EDIT_PASSWORD: { actions: 'typePassword' },
        SUBMIT: { guard: 'sixDigits', target: 'paying' },
        CLOSE: { target: 'choosing', actions: ['forgetPassword', 'forget'] },
      },
    },
    evidence: {
      tags: 'evidence',
      on: {
        UPLOADED: { actions: 'takePicture' },
        SUBMIT: { guard: 'hasPicture', target: 'paying' },
        CLOSE: { guard: ({ context }) => !context.evidenceOnly, target: 'choosing', actions: 'forget' },
      },
    },
    paying: {
      tags: ['busy', 'paying'],
      entry: 'forget',
      invoke: {
        src: 'pay',
        input: ({ context }) => ({
          payType: chosenType(context),
          tradeOrderIdList: context.orderIds,
          payPassword: chosenType(context) === payMethodType.balance ? context.password : '',
          payOrderPic: chosenType(context) === payMethodType.virtualCurrency ? context.picture : '',
        }),
        onDone: 'paid',
        onError: [
          { guard: 'byBalance', target: 'password', actions: ['forgetPassword', ...fail] },
          { guard: 'byScreenshot', target: 'evidence', actions: fail },
          { target: 'choosing', actions: fail },
        ],
      },
    },
    paid: { type: 'final', tags: 'paid' },
  },
})
