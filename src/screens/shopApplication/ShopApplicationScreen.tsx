import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import type { ApplyPageData } from './applyData'
import { type ApplyLogic, ShopApplicationForm } from './ShopApplicationForm'

export interface ShopApplicationScreenProps {
  page: ListState<ApplyPageData>
  logic: ApplyLogic
}

/** /applyShop: the merchant application (docs/behaviour.md#shop-application), or its status once submitted. */
export function ShopApplicationScreen({ page, logic }: ShopApplicationScreenProps) {
  return (
    <ShopApplicationFrame>
      {page.status === 'loading' && (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="48" />
          <Skeleton height="64" />
          <Skeleton height="64" />
        </Stack>
      )}
      {page.status === 'failed' && (
        <RetryNotice retry={page.retry}>
          <Trans>Your application could not be loaded.</Trans>
        </RetryNotice>
      )}
      {page.status === 'ready' && <ShopApplicationForm data={page.data} logic={logic} />}
    </ShopApplicationFrame>
  )
}

export function ShopApplicationFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="8" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="2">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>Open a shop</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Tell us about you and your shop. Your draft is kept as you type; the platform reviews applications within 24 hours.</Trans>
        </Text>
      </Stack>
      {children}
    </Stack>
  )
}
