import { Button, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { ChevronLeft } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import { AfterSaleWay } from '../../../contract/lifecycles'
import type { SellerAfterSale } from '../../../contract/sellerAfterSale'
import { type shopAfterSaleActionsMachine, shopAfterSaleActions } from '../../../machines/afterSale/shopActions'
import { DetailSection } from '../../components/DetailSection'
import { Photos } from '../../components/evaluation/Photos'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { formatDate } from '../../lib/money'
import {
  AfterSaleDetailSkeleton,
  AfterSaleHeader,
  HistorySection,
  RefundSection,
  ItemSection,
  ReturnSection,
} from '../../components/afterSale/AfterSaleDetailParts'
import { shopActorLabels } from '../../components/order/MoveTimeline'
import { caps } from '../../components/afterSale/AfterSaleListParts'
import { afterSaleMoveLabels } from './afterSaleLabels'
import { AfterSaleMoveDialog } from './AfterSaleMoveDialog'

export interface AfterSalePageData {
  afterSale: SellerAfterSale
  /** The shop's returns address (its settings; '' without one). */
  returnsAddress: string
}

export interface AfterSaleScreenProps {
  page: ListState<AfterSalePageData>
  /** The shop's moves, provided with the calls and the reload. */
  actions: typeof shopAfterSaleActionsMachine
}

type Actions = ActorRefFrom<typeof shopAfterSaleActionsMachine>

/** /seller/after-sales/$id: one of the shop's after-sales, its item, amounts, application, return, timeline and the shop's moves. */
export function AfterSaleScreen({ page, actions }: AfterSaleScreenProps) {
  const dialogs = useActorRef(actions)
  return (
    <Stack gap="6">
      <ChakraLink asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
        <Link to="/seller/after-sales">
          <ChevronLeft size={14} aria-hidden />
          <Trans>All after-sales</Trans>
        </Link>
      </ChakraLink>
      {page.status === 'loading' && <AfterSaleDetailSkeleton />}
      {page.status === 'failed' && (
        <RetryNotice retry={page.retry}>
          <Trans>We could not load this after-sale.</Trans>
        </RetryNotice>
      )}
      {page.status === 'ready' && (
        <>
          <Detail afterSale={page.data.afterSale} dialogs={dialogs} />
          <AfterSaleMoveDialog actions={dialogs} returnsAddress={page.data.returnsAddress} />
        </>
      )}
    </Stack>
  )
}

function Detail({ afterSale, dialogs }: { afterSale: SellerAfterSale; dialogs: Actions }) {
  const { i18n } = useLingui()
  const applied = formatDate(afterSale.createTime, i18n.locale, true)
  const id = afterSale.id
  const email = afterSale.email
  return (
    <Stack gap="6">
      <AfterSaleHeader
        afterSale={afterSale}
        subtitle={
          <Trans>
            After-sale no. {id} · applied {applied} by {email}
          </Trans>
        }
        actions={<Actions afterSale={afterSale} dialogs={dialogs} />}
      />
      <ItemSection afterSale={afterSale} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <RefundSection afterSale={afterSale} orderLink={{ to: '/seller/orders/$no', params: { no: afterSale.orderNo } }} />
        <Application afterSale={afterSale} />
      </SimpleGrid>
      {afterSale.way === AfterSaleWay.refundAndReturn && <ReturnSection afterSale={afterSale} />}
      <HistorySection moves={afterSale.moves} actors={shopActorLabels} />
    </Stack>
  )
}

/** The moves the lifecycle gives the shop in this status; each opens its dialog. */
function Actions({ afterSale, dialogs }: { afterSale: SellerAfterSale; dialogs: Actions }) {
  const { i18n } = useLingui()
  const offered = shopAfterSaleActions(afterSale)
  if (offered.length === 0) return null
  return (
    <HStack gap="2" wrap="wrap">
      {offered.map((action, i) => (
        <Button
          key={action}
          {...caps}
          size="sm"
          variant={i === 0 ? 'solid' : 'outline'}
          onClick={() => dialogs.send({ type: 'OPEN', input: { action, id: afterSale.id, way: afterSale.way } })}
        >
          {i18n._(afterSaleMoveLabels[action])}
        </Button>
      ))}
    </HStack>
  )
}

/** The order, the pieces and amount asked for, the reason; when it was refunded. */
/** What the shopper wrote and their photos (3 shown, the rest behind +N, all in the lightbox). */
function Application({ afterSale }: { afterSale: SellerAfterSale }) {
  return (
    <DetailSection title={<Trans>The shopper’s application</Trans>}>
      <Text textStyle="sm" whiteSpace="pre-line" color={afterSale.applyDescription ? 'fg' : 'fg.muted'}>
        {afterSale.applyDescription || <Trans>No description.</Trans>}
      </Text>
      <Photos urls={afterSale.applyPicUrls} />
    </DetailSection>
  )
}
