import { Button, HStack, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { ChevronLeft } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import type { AfterSaleDetail } from '../../../contract/afterSale'
import { AfterSaleWay } from '../../../contract/lifecycles'
import { afterSaleOffers, type afterSaleActionsMachine } from '../../../machines/afterSale/afterSaleActions'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { formatDate } from '../../lib/money'
import { afterSaleStatusHints } from '../../components/afterSale/labels'
import { AfterSaleDetailDialogs } from './AfterSaleDetailDialogs'
import {
  AfterSaleDetailSkeleton,
  AfterSaleHeader,
  ApplicationSection,
  HistorySection,
  ItemSection,
  RefundSection,
  ReturnSection,
} from '../../components/afterSale/AfterSaleDetailParts'
import { caps, refundLinks } from '../../components/afterSale/AfterSaleListParts'

export interface AfterSaleDetailScreenProps {
  detail: ListState<AfterSaleDetail>
  /** Cancel and the return's tracking number, provided with the calls and the reload. */
  actions: typeof afterSaleActionsMachine
}

/** /refundDetail?afterSalesId=: one after-sale with its item, amounts, application, return, timeline and actions. */
export function AfterSaleDetailScreen({ detail, actions }: AfterSaleDetailScreenProps) {
  const dialogs = useActorRef(actions)
  return (
    <Stack gap="6">
      <ChakraLink asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
        <Link {...refundLinks.list()}>
          <ChevronLeft size={14} aria-hidden />
          <Trans>All after-sales</Trans>
        </Link>
      </ChakraLink>
      {detail.status === 'loading' && <AfterSaleDetailSkeleton />}
      {detail.status === 'failed' && (
        <RetryNotice retry={detail.retry}>
          <Trans>We could not load this after-sale.</Trans>
        </RetryNotice>
      )}
      {detail.status === 'ready' && <Detail afterSale={detail.data} dialogs={dialogs} />}
      <AfterSaleDetailDialogs actions={dialogs} />
    </Stack>
  )
}

function Detail({ afterSale, dialogs }: { afterSale: AfterSaleDetail; dialogs: ActorRefFrom<typeof afterSaleActionsMachine> }) {
  const { i18n } = useLingui()
  const hint = afterSaleStatusHints[afterSale.status]
  const applied = formatDate(afterSale.createTime, i18n.locale, true)
  const id = afterSale.id
  const returning = afterSale.way === AfterSaleWay.refundAndReturn
  return (
    <Stack gap="6">
      <AfterSaleHeader
        afterSale={afterSale}
        subtitle={
          <Trans>
            After-sale no. {id} · applied {applied}
          </Trans>
        }
        hint={hint && i18n._(hint)}
        actions={<Actions afterSale={afterSale} dialogs={dialogs} />}
      />
      <ItemSection afterSale={afterSale} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <RefundSection afterSale={afterSale} orderLink={refundLinks.order(afterSale)} />
        {returning ? <ReturnSection afterSale={afterSale} /> : <ApplicationSection afterSale={afterSale} />}
      </SimpleGrid>
      {returning && <ApplicationSection afterSale={afterSale} />}
      <HistorySection moves={afterSale.moves} />
    </Stack>
  )
}

/** The buttons the lifecycle allows in this status (machines/afterSaleActions.ts afterSaleOffers). */
function Actions({ afterSale, dialogs }: { afterSale: AfterSaleDetail; dialogs: ActorRefFrom<typeof afterSaleActionsMachine> }) {
  const offers = afterSaleOffers(afterSale)
  if (!offers.cancel && !offers.shipReturn && !offers.reapply) return null
  const id = afterSale.id
  return (
    <HStack gap="2" wrap="wrap">
      {offers.shipReturn && (
        <Button {...caps} size="sm" onClick={() => dialogs.send({ type: 'TRACK', id })}>
          <Trans>Enter tracking number</Trans>
        </Button>
      )}
      {offers.reapply && (
        <Button {...caps} size="sm" asChild>
          <Link {...refundLinks.reapply(afterSale)}>
            <Trans>Apply again</Trans>
          </Link>
        </Button>
      )}
      {offers.cancel && (
        <Button {...caps} size="sm" variant="outline" onClick={() => dialogs.send({ type: 'CANCEL', id })}>
          <Trans>Cancel application</Trans>
        </Button>
      )}
    </HStack>
  )
}
