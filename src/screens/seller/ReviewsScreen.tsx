import { Box, Button, Checkbox, Flex, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ImageOff } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import { reviewStars, type SellerReview, type SellerReviewPage, sellerReviewLimits } from '../../../contract/sellerReviews'
import { thumbnailUrl } from '../../../contract/uploads'
import type { reviewReplyMachine } from '../../../machines/seller/reviewReply'
import { Photos } from '../../components/evaluation/Photos'
import { ShopReply } from '../../components/evaluation/ShopReply'
import { Stars } from '../../components/evaluation/Stars'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product/Pagination'
import { SortSelect } from '../../components/product/SortSelect'
import type { ListState } from '../../lib/listState'
import { ReplyForm } from './ReplyForm'

export interface ReviewsQuery {
  stars?: number
  unanswered: boolean
  page: number
}

export interface ReviewsScreenProps {
  list: ListState<SellerReviewPage>
  query: ReviewsQuery
  /** Changes the filters in the URL (back to the first page); the page follows. */
  onQuery: (query: Omit<ReviewsQuery, 'page'>) => void
  pageLink: (page: number) => LinkOptions
  /** A card's reply, provided with the service's call. */
  reply: typeof reviewReplyMachine
}

const starChoices = [5, 4, 3, 2, 1]

/** /seller/reviews: the evaluations of the shop's products, newest first, filtered by stars and not answered, each with its reply (docs/behaviour.md#reviews). */
export function ReviewsScreen({ list, query, onQuery, pageLink, reply }: ReviewsScreenProps) {
  const { t } = useLingui()
  const filtered = query.stars !== undefined || query.unanswered
  return (
    <Stack gap="6">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>Reviews</Trans>
      </Heading>
      <Flex gap="4" wrap="wrap" align="center">
        <SortSelect
          label={t`Stars`}
          labelAlways
          value={query.stars}
          options={[{ value: undefined, label: t`All` }, ...starChoices.map((n) => ({ value: n, label: t`${n} stars` }))]}
          onChange={(stars) => onQuery({ ...query, stars })}
        />
        <Checkbox.Root checked={query.unanswered} onCheckedChange={(e) => onQuery({ ...query, unanswered: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control borderRadius="none" />
          <Checkbox.Label fontSize="sm">
            <Trans>Not answered</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {list.status === 'loading' && <CardsSkeleton />}
      {list.status === 'failed' && (
        <RetryNotice retry={list.retry}>
          <Trans>We could not load your reviews.</Trans>
        </RetryNotice>
      )}
      {list.status === 'ready' && list.data.list.length === 0 && (
        <Notice>{filtered ? <Trans>No review matches these filters.</Trans> : <Trans>Your products have no reviews yet.</Trans>}</Notice>
      )}
      {list.status === 'ready' && list.data.list.length > 0 && (
        <Stack gap="6">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            <Plural value={list.data.total} one="# review" other="# reviews" />
          </Text>
          <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px">
            {list.data.list.map((review) => (
              <ReviewCard key={review.id} review={review} reply={reply} />
            ))}
          </Stack>
          <Pagination page={query.page} total={list.data.total} pageSize={sellerReviewLimits.pageSize} pageLink={pageLink} />
        </Stack>
      )}
    </Stack>
  )
}

/** One review: the product, the writer and date, the stars, the comment, the photos (lightbox), and the shop's reply. */
function ReviewCard({ review, reply }: { review: SellerReview; reply: typeof reviewReplyMachine }) {
  const { i18n } = useLingui()
  const actor = useActorRef(reply, { input: { review } })
  return (
    <Stack as="li" gap="3" py="6" borderBottomWidth="1px" aria-label={review.spuName}>
      <HStack gap="3" align="flex-start">
        <Box w="14" h="14" flexShrink={0} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
          {review.picUrl ? (
            <Image src={thumbnailUrl(review.picUrl)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
          ) : (
            <ImageOff size={18} aria-hidden />
          )}
        </Box>
        <Stack gap="0.5" minW="0" flex="1">
          <Text fontWeight="medium" lineClamp={1}>
            {review.spuName}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {review.properties}
          </Text>
        </Stack>
      </HStack>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="3">
          <Stars value={reviewStars(review)} size={14} />
          <Text textStyle="sm">{review.nickname}</Text>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {i18n.date(new Date(review.createTime), { dateStyle: 'medium' })} · {review.orderNo}
        </Text>
      </HStack>
      <Text whiteSpace="pre-line" lineHeight="tall">
        {review.remark}
      </Text>
      <Photos urls={review.picUrls} size="16" />
      <Reply actor={actor} />
    </Stack>
  )
}

type ReplyActor = ActorRefFrom<typeof reviewReplyMachine>

/** The reply as it stands: a button to write it, the form, or the reply with "Edit" while it may change. */
function Reply({ actor }: { actor: ReplyActor }) {
  const { i18n, t } = useLingui()
  const review = useSelector(actor, (s) => s.context.review)
  const writing = useSelector(actor, (s) => s.hasTag('writing'))
  const final = useSelector(actor, (s) => s.hasTag('final'))
  const form = useSelector(actor, (s) => s.children.form)
  if (writing && form) return <ReplyForm form={form} onCancel={() => actor.send({ type: 'CLOSE' })} />
  if (!review.reply) {
    return (
      <Box>
        <Button size="sm" variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'OPEN' })}>
          <Trans>Reply</Trans>
        </Button>
      </Box>
    )
  }
  const until = review.editableUntil ? i18n.date(new Date(review.editableUntil), { dateStyle: 'medium', timeStyle: 'short' }) : ''
  return (
    <ShopReply label={t`Your reply`} reply={review.reply}>
      {final ? (
        <Text textStyle="xs" color="fg.muted">
          <Trans>A reply can be changed for 24 hours; this one is final.</Trans>
        </Text>
      ) : (
        <HStack gap="3" flexWrap="wrap">
          <Button size="xs" variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'OPEN' })}>
            <Trans>Edit reply</Trans>
          </Button>
          <Text textStyle="xs" color="fg.muted">
            <Trans>Can be changed until {until}</Trans>
          </Text>
        </HStack>
      )}
    </ShopReply>
  )
}

function CardsSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap="3">
          <Skeleton h="14" w="60" />
          <Skeleton h="4" w="40" />
          <Skeleton h="16" />
        </Stack>
      ))}
    </Stack>
  )
}
