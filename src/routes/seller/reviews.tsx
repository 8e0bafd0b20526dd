import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { flag, integer, searchSchema } from '../../../contract/search'
import { sellerReviewApi } from '../../api/sellerReviews'
import { type ListState, useRetry } from '../../lib/listState'
import { reviewReplyLogic } from '../../screens/seller/reviewMachines'
import { type ReviewsQuery, ReviewsScreen } from '../../screens/seller/ReviewsScreen'

/** `stars` 1 to 5; `unanswered` only reviews without a reply; `page` from 1. */
const reviewsSearch = searchSchema({ stars: integer, unanswered: flag, page: integer })

const queryOf = (search: { stars?: number; unanswered?: boolean; page?: number }): ReviewsQuery => ({
  stars: search.stars !== undefined && search.stars >= 1 && search.stars <= 5 ? search.stars : undefined,
  unanswered: search.unanswered === true,
  page: Math.max(1, search.page ?? 1),
})

export const Route = createFileRoute('/seller/reviews')({
  validateSearch: reviewsSearch,
  loaderDeps: ({ search }) => queryOf(search),
  loader: ({ deps }) => sellerReviewApi.page({ stars: deps.stars, unanswered: deps.unanswered, pageNo: deps.page }),
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  staleTime: 0,
  pendingComponent: () => <Reviews list={{ status: 'loading' }} />,
  errorComponent: () => <Reviews list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Reviews list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Reviews({ list }: { list: ListState<Awaited<ReturnType<typeof sellerReviewApi.page>>> }) {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <ReviewsScreen
      list={list}
      query={queryOf(search)}
      onQuery={(next) => void navigate({ search: { stars: next.stars, unanswered: next.unanswered || undefined }, replace: true })}
      pageLink={(page) => ({ to: '/seller/reviews', search: { ...search, page: page > 1 ? page : undefined } })}
      reply={reviewReplyLogic}
    />
  )
}
