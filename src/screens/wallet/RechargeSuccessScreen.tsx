import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CircleCheck, CircleX, Clock } from 'lucide-react'
import { RechargeStatus } from '../../../contract/lifecycles'
import type { Recharge } from '../../../contract/wallet'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { rechargeStatusLabels, unknownStatus } from './labels'
import { StatusBadge } from './LogTable'
import { useUsd } from '../../components/Usd'
import { useDateTime } from './Usd'

const caps = { borderRadius: 'none', textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs', px: '8' } as const

/**
 * /success/recharge/{id}: what became of the recharge as it is now (docs/behaviour.md#wallet):
 * in review (the platform answers within 24 hours), approved, or rejected with the reason.
 */
export function RechargeSuccessScreen({ list }: { list: ListState<Recharge> }) {
  const usd = useUsd()
  const time = useDateTime()
  return (
    <Box maxW="xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '10', md: '20' }}>
      <Stack gap="8" align="center" textAlign="center">
        <Outcome status={list.status === 'ready' ? list.data.auditStatus : null} remark={list.status === 'ready' ? list.data.remark : ''} />
        {list.status === 'loading' ? (
          <Skeleton height="32" w="full" />
        ) : list.status === 'failed' ? (
          <RetryNotice retry={list.retry}>
            <Trans>The recharge's details could not be loaded.</Trans>
          </RetryNotice>
        ) : (
          <Box
            as="dl"
            w="full"
            display="grid"
            gridTemplateColumns="auto 1fr"
            gap="3"
            textAlign="start"
            borderWidth="1px"
            borderColor="border.muted"
            p="5"
          >
            <Text as="dt" color="fg.muted">
              <Trans>Order no.</Trans>
            </Text>
            <Text as="dd" fontFamily="mono" textAlign="end" wordBreak="break-all">
              {list.data.payorderno}
            </Text>
            <Text as="dt" color="fg.muted">
              <Trans>Amount</Trans>
            </Text>
            <Text as="dd" textAlign="end" fontWeight="medium">
              {usd(list.data.price)}
            </Text>
            <Text as="dt" color="fg.muted">
              <Trans>Method</Trans>
            </Text>
            <Text as="dd" textAlign="end">
              {list.data.appName || '—'}
            </Text>
            <Text as="dt" color="fg.muted">
              <Trans>Status</Trans>
            </Text>
            <Box as="dd" textAlign="end">
              <StatusBadge status={rechargeStatusLabels[list.data.auditStatus] ?? unknownStatus} />
            </Box>
            <Text as="dt" color="fg.muted">
              <Trans>Submitted</Trans>
            </Text>
            <Text as="dd" textAlign="end">
              {time(list.data.createTime)}
            </Text>
          </Box>
        )}
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button asChild {...caps}>
            <Link to="/walletIndex" search={{ activeName: 'second' }}>
              <Trans>View the recharge log</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" {...caps}>
            <Link to="/">
              <Trans>Back to home</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Box>
  )
}

/** The heading and the next step for the recharge's audit status (null while loading). */
function Outcome({ status, remark }: { status: number | null; remark: string }) {
  const approved = status === RechargeStatus.pass
  const rejected = status === RechargeStatus.rejected
  return (
    <>
      <Box color={approved ? 'green.fg' : rejected ? 'red.fg' : 'orange.fg'}>
        {approved ? (
          <CircleCheck size={48} strokeWidth={1.25} aria-hidden />
        ) : rejected ? (
          <CircleX size={48} strokeWidth={1.25} aria-hidden />
        ) : (
          <Clock size={48} strokeWidth={1.25} aria-hidden />
        )}
      </Box>
      <Stack gap="3">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          {approved ? <Trans>Recharge approved</Trans> : rejected ? <Trans>Recharge rejected</Trans> : <Trans>Recharge submitted</Trans>}
        </Heading>
        <Text color="fg.muted">
          {approved ? (
            <Trans>The money is in your balance.</Trans>
          ) : rejected ? (
            <Trans>The platform did not accept this recharge; nothing was credited. You can submit a new one.</Trans>
          ) : (
            <Trans>The platform reviews your recharge within 24 hours. Your balance is credited once it is approved.</Trans>
          )}
        </Text>
        {rejected && remark && <Text color="fg.error">{remark}</Text>}
      </Stack>
    </>
  )
}
