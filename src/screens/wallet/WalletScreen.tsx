import { Box, Button, Flex, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { withdrawalMachine } from '../../../machines/wallet/withdrawal'
import { DeferredList } from '../../components/DeferredList'
import { RetryNotice } from '../../components/Notice'
import { RechargeTipsDialog } from '../../components/wallet/RechargeTipsDialog'
import { SetPayPasswordDialog } from '../../components/wallet/SetPayPasswordDialog'
import type { ListState } from '../../lib/listState'
import { Usd } from '../../components/Usd'
import { Equivalent } from './Usd'
import type { WalletLog, WalletSummary } from './walletData'
import { walletTabs, type WalletTab } from './walletTabs'
import { WalletLogPanel } from './WalletLogs'
import { WithdrawalDialog } from '../../components/wallet/WithdrawalDialog'

export interface WalletScreenProps {
  summary: ListState<WalletSummary>
  /** The open tab's log, unawaited so the balance shows first. */
  log: Promise<WalletLog>
  retry: () => void
  tab: WalletTab
  pageNo: number
  onTab: (tab: WalletTab) => void
  pageLink: (page: number) => LinkOptions
  withdrawal: typeof withdrawalMachine
  /** A withdrawal went through: the page reloads its data. */
  onChanged: () => void
}

type Open = 'withdraw' | 'setPayPassword' | 'tips' | null

const caps = { textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs', borderRadius: 'none', px: '8' } as const

/** /walletIndex: the balance with Recharge and Withdraw, then the balance, recharge and withdraw logs (docs/behaviour.md#wallet). */
export function WalletScreen({ summary, log, retry, tab, pageNo, onTab, pageLink, withdrawal, onChanged }: WalletScreenProps) {
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const withdrawn = useCallback(() => {
    setOpen(null)
    onChanged()
  }, [onChanged])
  const ready = summary.status === 'ready' ? summary.data : null
  return (
    <Stack gap="8">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>Wallet</Trans>
      </Heading>
      {summary.status === 'failed' ? (
        <RetryNotice retry={summary.retry}>
          <Trans>Your wallet could not be loaded.</Trans>
        </RetryNotice>
      ) : (
        <BalanceCard
          summary={ready}
          onWithdraw={() => setOpen(ready?.wallet.payPasswordFlag ? 'withdraw' : 'setPayPassword')}
          onTips={() => setOpen('tips')}
        />
      )}
      <Tabs.Root value={tab} onValueChange={(e) => onTab(e.value as WalletTab)} variant="line">
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="first" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
            <Trans>Balance log</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="second" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
            <Trans>Recharge log</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="third" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
            <Trans>Withdraw log</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        {walletTabs.map((value) => (
          <Tabs.Content key={value} value={value} pt="6">
            {value !== tab ? null : summary.status === 'loading' ? (
              <WalletLogPanel list={{ status: 'loading' }} pageNo={pageNo} pageLink={pageLink} />
            ) : (
              <DeferredList promise={log} retry={retry}>
                {(list) => <WalletLogPanel list={list} pageNo={pageNo} pageLink={pageLink} />}
              </DeferredList>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {ready && (
        <WithdrawalDialog
          open={open === 'withdraw'}
          onClose={close}
          logic={withdrawal}
          available={ready.wallet.balance}
          onDone={withdrawn}
        />
      )}
      <SetPayPasswordDialog open={open === 'setPayPassword'} onClose={close} />
      <RechargeTipsDialog open={open === 'tips'} onClose={close} />
    </Stack>
  )
}

function BalanceCard({ summary, onWithdraw, onTips }: { summary: WalletSummary | null; onWithdraw: () => void; onTips: () => void }) {
  const { t } = useLingui()
  const amount = (cents: (s: WalletSummary) => number, size: string) =>
    summary ? (
      <>
        <Text as="span" textStyle={size} fontWeight="medium" fontVariantNumeric="tabular-nums">
          <Usd cents={cents(summary)} />
        </Text>
        <Equivalent cents={cents(summary)} equivalent={summary.equivalent} />
      </>
    ) : (
      <Skeleton height="8" width="40" display="inline-block" />
    )
  return (
    <Flex
      as="section"
      aria-label={t`Balance`}
      direction={{ base: 'column', md: 'row' }}
      gap="6"
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text textStyle="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            <Trans>Balance (USD)</Trans>
          </Text>
          <Box>{amount((s) => s.wallet.balance, '4xl')}</Box>
        </Stack>
        <Stack gap="1">
          <Text textStyle="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            <Trans>Frozen (awaiting withdrawal review)</Trans>
          </Text>
          <Box>{amount((s) => s.wallet.freezebalance, 'lg')}</Box>
        </Stack>
      </Stack>
      <Stack gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
        <HStack gap="3">
          <Button asChild {...caps} flex={{ base: '1', md: 'initial' }}>
            <Link to="/recharge">
              <Trans>Recharge</Trans>
            </Link>
          </Button>
          <Button variant="outline" {...caps} flex={{ base: '1', md: 'initial' }} disabled={!summary} onClick={onWithdraw}>
            <Trans>Withdraw</Trans>
          </Button>
        </HStack>
        <ChakraLink as="button" textStyle="sm" color="fg.muted" textDecoration="underline" onClick={onTips}>
          <Trans>How does a recharge work?</Trans>
        </ChakraLink>
      </Stack>
    </Flex>
  )
}
