import { Button, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { evaluationLimits } from '../../../contract/evaluation'
import { OrderStatus } from '../../../contract/lifecycles'
import { CommentStatus, type Order, type OrderItem } from '../../../contract/order'
import {
  type DraftField,
  draftOf,
  type EvaluationDraft,
  type evaluationFormMachine,
  itemField,
  itemOfField,
  ratingFields,
} from '../../../machines/evaluation/evaluationForm'
import { ratingLabels } from '../../components/evaluation/labels'
import { StarRating } from '../../components/evaluation/Stars'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { useFieldErrorText } from '../../components/form/fieldErrors'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { PicturesField } from '../../components/upload/PicturesField'
import { usePictureUploads } from '../../components/upload/usePictureUploads'
import { Notice, RetryNotice } from '../../components/Notice'
import { ItemHeading } from '../../components/order/ItemHeading'
import type { ListState } from '../../lib/listState'

export type EvaluationFormLogic = typeof evaluationFormMachine
type FormActor = ActorRefFrom<EvaluationFormLogic>

export interface EvaluateScreenProps {
  order: ListState<Order>
  logic: EvaluationFormLogic
  /** Published: back where the shopper came from. */
  onDone: () => void
}

/** Items still to evaluate: a completed order not yet evaluated (docs/behaviour.md#evaluations), else none. */
export const itemsToEvaluate = (order: Order): OrderItem[] =>
  order.status === OrderStatus.orderOver && order.commentStatus === CommentStatus.none ? order.items.filter((i) => !i.evaluated) : []

/** /evaluate?orderNo=: per item three star ratings, a comment and 1 to 6 photos, then Publish (docs/behaviour.md#evaluations). */
export function EvaluateScreen({ order, logic, onDone }: EvaluateScreenProps) {
  return (
    <EvaluateFrame>
      {order.status === 'loading' ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="40" />
          <Skeleton height="40" />
        </Stack>
      ) : order.status === 'failed' ? (
        <RetryNotice retry={order.retry}>
          <Trans>The order could not be loaded.</Trans>
        </RetryNotice>
      ) : itemsToEvaluate(order.data).length === 0 ? (
        <NotEvaluable order={order.data} />
      ) : (
        <EvaluateForm key={order.data.no} order={order.data} logic={logic} onDone={onDone} />
      )}
    </EvaluateFrame>
  )
}

export function EvaluateFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="8" maxW="3xl">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>Evaluate your order</Trans>
      </Heading>
      {children}
    </Stack>
  )
}

/** Why there is nothing to evaluate, and where to look instead. */
function NotEvaluable({ order }: { order: Order }) {
  const orderNo = order.no
  const evaluated = order.commentStatus === CommentStatus.done || (order.items.length > 0 && order.items.every((i) => i.evaluated))
  return (
    <Notice
      action={
        <HStack gap="3" flexWrap="wrap" justify="center">
          {evaluated && (
            <Button asChild borderRadius="none">
              <Link to="/evaluateDetail" search={{ orderNo: order.no }}>
                <Trans>View the evaluation</Trans>
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" borderRadius="none">
            <Link to="/orderDetails" search={{ no: order.no }}>
              <Trans>Order details</Trans>
            </Link>
          </Button>
        </HStack>
      }
    >
      {evaluated ? (
        <Trans>Order {orderNo} has already been evaluated.</Trans>
      ) : (
        <Trans>Only completed orders can be evaluated. Order {orderNo} is not completed yet.</Trans>
      )}
    </Notice>
  )
}

function EvaluateForm({ order, logic, onDone }: { order: Order } & Omit<EvaluateScreenProps, 'order'>) {
  const actor = useActorRef(logic, { input: { itemIds: itemsToEvaluate(order).map((i) => i.id) } })
  return <EvaluateFields order={order} actor={actor} onDone={onDone} />
}

/** The form of a running evaluation machine (stories drive it with events). */
export function EvaluateFields({ order, actor, onDone }: { order: Order; actor: FormActor; onDone: () => void }) {
  const { t } = useLingui()
  const form = useSelector(actor, (s) => s.context.form)
  const drafts = form.itemIds.map((id) => draftOf(form, id))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const uploading = useSelector(actor, (s) => s.context.regions.uploads?.busy ?? false)
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  const problem = useSelector(actor, (s) => s.context.problem)
  useEffect(() => {
    if (done) onDone()
  }, [done, onDone])
  const itemOf = new Map(order.items.map((i) => [i.id, i]))
  const { no: orderNo, shopName } = order
  return (
    <FormStack
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      focus={{ problem, id: problem ? `evaluate-item-${itemOfField(problem.field)}` : undefined, scrollOnly: true }}
    >
      <Text color="fg.muted">
        <Trans>
          Order {orderNo} from {shopName}
        </Trans>
      </Text>
      {drafts.map((draft) => {
        const item = itemOf.get(draft.itemId)
        return item ? <ItemCard key={draft.itemId} item={item} draft={draft} actor={actor} disabled={busy || done} /> : null
      })}
      <Stack gap="2">
        <SubmitButton loading={busy || done} disabled={!canSubmit}>
          <Trans>Publish</Trans>
        </SubmitButton>
        {uploading && (
          <Text textStyle="sm" color="fg.muted" textAlign="center" aria-live="polite">
            {t`Publishing waits until the photos are uploaded.`}
          </Text>
        )}
      </Stack>
    </FormStack>
  )
}

function ItemCard({ item, draft, actor, disabled }: { item: OrderItem; draft: EvaluationDraft; actor: FormActor; disabled: boolean }) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const problem = useSelector(actor, (s) => s.context.problem)
  const failing = (field: DraftField) => problem?.field === itemField(item.id, field)
  const errorOf = (field: DraftField) => (problem && failing(field) ? errorText(problem.error) : null)
  const pictures = usePictureUploads(actor, itemField(item.id, 'picUrls'))
  const remarkError = errorOf('remark')
  return (
    <Stack id={`evaluate-item-${item.id}`} as="section" gap="5" p={{ base: '4', md: '6' }} borderWidth="1px" borderColor="border.muted">
      <ItemHeading item={item} />
      <Stack gap="2">
        {ratingFields.map((field) => (
          <Stack key={field} gap="1">
            <StarRating
              label={t(ratingLabels[field])}
              value={draft[field]}
              invalid={failing(field)}
              disabled={disabled}
              onChange={(value) => actor.send({ type: 'EDIT', field: itemField(item.id, field), value })}
            />
            {failing(field) && (
              <Text textStyle="sm" color="fg.error" role="alert">
                {errorOf(field)}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      <CountedTextarea
        label={<Trans>Comment</Trans>}
        value={draft.remark}
        onValueChange={(value) => actor.send({ type: 'EDIT', field: itemField(item.id, 'remark'), value })}
        max={evaluationLimits.remarkMax}
        placeholder={t`How was the product, its delivery and the shop?`}
        error={remarkError}
        disabled={disabled}
      />
      <PicturesField {...pictures} limits={evaluationLimits} required error={errorOf('picUrls')} disabled={disabled} />
      <ChakraLink asChild textStyle="xs" color="fg.muted" w="fit-content">
        <Link to="/productDetail" search={{ no: item.spuId }}>
          <Trans>View the product</Trans>
        </Link>
      </ChakraLink>
    </Stack>
  )
}
