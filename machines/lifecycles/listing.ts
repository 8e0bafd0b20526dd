import { setup } from 'xstate'
import { ListingStatus } from '../../contract/lifecycles'
import { declareLifecycle } from '../lib/lifecycle'

/** What the listing's guards read from the product: whether its owner changed it since it was last on sale. */
export interface ListingGuardContext {
  edited: boolean
}

/** `review`: the tenant's "listings need review" setting, read in the move's transaction. */
export type ListingEvent =
  /** The owner submits a draft or a rejected product. */
  | { type: 'SUBMIT'; review: boolean }
  /** The platform approves what waits (a new product, or a change to a live one). */
  | { type: 'APPROVE' }
  /** The platform rejects it with a reason. */
  | { type: 'REJECT' }
  /** The owner changes a product on sale: the change waits for review, the approved version stays on sale. */
  | { type: 'EDIT'; review: boolean }
  /** The owner takes it off sale. */
  | { type: 'UNLIST' }
  /** The owner puts it back on sale. */
  | { type: 'RELIST'; review: boolean }
  /** The owner deletes a draft. */
  | { type: 'DELETE' }

type Args = { context: ListingGuardContext; event: ListingEvent }
const review = ({ event }: Args) => 'review' in event && event.review

/**
 * A product's listing (docs/behaviour.md#seller-center). A draft is submitted for review, or
 * published at once when the tenant does not review listings; the platform approves it (live) or
 * rejects it with a reason (editable, submitted again). A live product's owner may unlist it and
 * relist it (through review again only when edited while unlisted). An edit of a product on sale
 * leaves the approved version on sale while the change waits (changeReview); approved, the change
 * is what is on sale; rejected (changeRejected), the approved version stays and the owner may edit again.
 */
export const listingStatusMachine = setup({
  types: { context: {} as ListingGuardContext, events: {} as ListingEvent },
  guards: {
    review,
    noReview: (args) => !review(args),
    editedUnderReview: (args) => args.context.edited && review(args),
  },
}).createMachine({
  id: 'listingStatus',
  context: { edited: false },
  initial: 'draft',
  states: {
    draft: {
      on: {
        SUBMIT: [{ target: 'review', guard: 'review' }, { target: 'live' }],
        DELETE: 'deleted',
      },
    },
    review: { on: { APPROVE: 'live', REJECT: 'rejected' } },
    rejected: { on: { SUBMIT: [{ target: 'review', guard: 'review' }, { target: 'live' }] } },
    live: {
      on: {
        EDIT: { target: 'changeReview', guard: 'review' },
        UNLIST: 'unlisted',
      },
    },
    changeReview: { on: { APPROVE: 'live', REJECT: 'changeRejected', UNLIST: 'unlisted' } },
    changeRejected: {
      on: {
        EDIT: [{ target: 'changeReview', guard: 'review' }, { target: 'live' }],
        UNLIST: 'unlisted',
      },
    },
    unlisted: { on: { RELIST: [{ target: 'review', guard: 'editedUnderReview' }, { target: 'live' }] } },
    deleted: { type: 'final' },
  },
})

export const listingLifecycle = declareLifecycle(listingStatusMachine, ListingStatus)

/** Statuses in which the owner's save writes the product itself (nobody sees it); on sale, a save is a change (EDIT). */
export const directlyEditable: readonly number[] = [ListingStatus.draft, ListingStatus.rejected, ListingStatus.unlisted]
