import { assign, sendParent, setup } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import { type SellerReview, validateReviewReply } from '../../contract/sellerReviews'
import { createFormMachine } from '../lib/form'

/**
 * The shop's reply to one review (docs/behaviour.md#reviews): unanswered -> (OPEN) writing ->
 * answered, where it stays editable until `editableUntil`, then final. The edit window is a
 * timer from the review's `editableUntil`, so a card left open turns final on its own; a form
 * still open when it passes closes (the service would refuse it anyway: `reviewReplyFinal`).
 */

export interface ReviewReplyForm {
  id: number
  /** Changing the reply already written (the service refuses a second first reply). */
  edit: boolean
  content: string
}

export interface ReviewReplyInput {
  review: SellerReview
}

/** The form; `submitted` tells the card (its parent) the review as the service now answers it. */
export const reviewReplyFormMachine = createFormMachine({
  id: 'reviewReplyForm',
  types: {} as { result: SellerReview },
  blank: ({ review }: ReviewReplyInput): ReviewReplyForm => ({
    id: review.id,
    edit: review.reply !== null,
    content: review.reply?.content ?? '',
  }),
  validate: (form) => validateReviewReply(form),
  refusal: (code) => (code === ErrorCode.reviewReplyFinal ? { field: 'content' } : null),
  afterSubmit: 'end',
}).provide({
  actions: { submitted: sendParent((_, { result }: { result: SellerReview }) => ({ type: 'REPLIED', review: result })) },
})

export type ReviewReplyEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  /** From the form: the reply was written. */
  | { type: 'REPLIED'; review: SellerReview }

/** What is left of the edit window at `now` (0 once passed). */
const windowLeft = (review: SellerReview, now: number) => Math.max(0, (review.editableUntil ?? 0) - now)

export const reviewReplyMachine = setup({
  types: {
    context: {} as { review: SellerReview },
    input: {} as ReviewReplyInput,
    events: {} as ReviewReplyEvent,
    children: {} as { form: 'form' },
  },
  actors: { form: reviewReplyFormMachine },
  delays: { editWindow: ({ context }) => windowLeft(context.review, Date.now()) },
  guards: {
    unanswered: ({ context }) => context.review.reply === null,
    editable: ({ context }) => windowLeft(context.review, Date.now()) > 0,
    editing: ({ context }) => context.review.reply !== null,
  },
}).createMachine({
  id: 'reviewReply',
  context: ({ input }) => ({ review: input.review }),
  initial: 'showing',
  on: { REPLIED: { actions: assign({ review: ({ event }) => event.review }) } },
  states: {
    showing: {
      always: [{ guard: 'unanswered', target: 'unanswered' }, { guard: 'editable', target: 'editable' }, { target: 'final' }],
    },
    unanswered: { on: { OPEN: 'writing' } },
    editable: {
      tags: 'answered',
      after: { editWindow: 'final' },
      on: { OPEN: 'writing' },
    },
    final: { tags: ['answered', 'final'] },
    writing: {
      tags: 'writing',
      invoke: { id: 'form', src: 'form', input: ({ context }) => ({ review: context.review }), onDone: 'showing' },
      after: { editWindow: { guard: 'editing', target: 'final' } },
      on: { CLOSE: 'showing' },
    },
  },
})
