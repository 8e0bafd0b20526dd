import { fromPromise } from 'xstate'
import { reviewReplyFormMachine, reviewReplyMachine } from '../../../machines/seller/reviewReply'
import { sellerReviewApi } from '../../api/sellerReviews'
import { notifyFailure } from '../../components/form/notifyFailure'

/** A review card's reply, wired to the service and the toaster. */
export const reviewReplyLogic = reviewReplyMachine.provide({
  actors: {
    form: reviewReplyFormMachine.provide({
      actors: { submit: fromPromise(({ input }) => sellerReviewApi.reply(input.form)) },
      actions: { notifyFailure: (_, message) => notifyFailure(message) },
    }),
  },
})
