import { Box, Button, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Evaluation } from '../../../contract/evaluation'
import { EvaluationEntry } from '../../components/evaluation/EvaluationEntry'
import { Notice, RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'

export interface EvaluateDetailScreenProps {
  orderNo: string
  evaluations: ListState<Evaluation[]>
  /** The order item to bring into view (the query's id). */
  highlight?: number
}

/** /evaluateDetail?orderNo=&id=: the order's evaluations, read only, the asked item highlighted. */
export function EvaluateDetailScreen({ orderNo, evaluations, highlight }: EvaluateDetailScreenProps) {
  const ready = evaluations.status === 'ready'
  useEffect(() => {
    if (ready && highlight) document.getElementById(`evaluation-item-${highlight}`)?.scrollIntoView({ block: 'center' })
  }, [ready, highlight])
  return (
    <Stack gap="8" maxW="3xl">
      <Stack gap="2">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>Your evaluation</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Order {orderNo}</Trans>
        </Text>
      </Stack>
      {evaluations.status === 'loading' ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="40" />
          <Skeleton height="40" />
        </Stack>
      ) : evaluations.status === 'failed' ? (
        <RetryNotice retry={evaluations.retry}>
          <Trans>The evaluation could not be loaded.</Trans>
        </RetryNotice>
      ) : evaluations.data.length === 0 ? (
        <Notice
          action={
            <Button asChild variant="outline" borderRadius="none">
              <Link to="/orderDetails" search={{ no: orderNo }}>
                <Trans>Order details</Trans>
              </Link>
            </Button>
          }
        >
          <Trans>This order has not been evaluated yet.</Trans>
        </Notice>
      ) : (
        <Stack as="ol" gap="5" listStyleType="none">
          {evaluations.data.map((e) => (
            <EvaluatedItem key={e.id} evaluation={e} highlighted={e.itemId === highlight} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function EvaluatedItem({ evaluation: e, highlighted }: { evaluation: Evaluation; highlighted: boolean }) {
  const { i18n } = useLingui()
  return (
    <Stack
      as="li"
      id={`evaluation-item-${e.itemId}`}
      aria-current={highlighted || undefined}
      gap="5"
      p={{ base: '4', md: '6' }}
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'fg' : 'border.muted'}
    >
      <HStack gap="4" align="flex-start">
        <Box w="16" h="16" flexShrink="0" bg="bg.muted">
          {e.picUrl && <Image src={e.picUrl} alt="" w="full" h="full" objectFit="cover" />}
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <Link to="/productDetail" search={{ no: e.spuId }}>
            <Text fontFamily="heading" textStyle="lg">
              {e.spuName}
            </Text>
          </Link>
          {e.properties && (
            <Text textStyle="sm" color="fg.muted">
              {e.properties}
            </Text>
          )}
          <Text textStyle="xs" color="fg.muted">
            {i18n.date(new Date(e.createTime), { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Stack>
      </HStack>
      <EvaluationEntry evaluation={e} />
    </Stack>
  )
}
