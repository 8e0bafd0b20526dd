import { Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SkeletonGrid } from '../../components/SkeletonGrid'
import type { ListState } from '../../lib/listState'

/** The frame of the designers and brands pages. */
export function DirectoryFrame({ eyebrow, title, children }: { eyebrow: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="8xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '8' }}>
      <Stack gap="3" mb={{ base: '8', md: '12' }}>
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          {eyebrow}
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2.5rem', md: '4rem' }} lineHeight="1">
          {title}
        </Heading>
      </Stack>
      {children}
    </Container>
  )
}

export function DirectorySkeleton() {
  return (
    <DirectoryFrame eyebrow={<Skeleton height="3" width="24" />} title={<Skeleton height="0.9em" width="min(20rem, 60%)" />}>
      <SkeletonGrid count={8} columns={{ base: 2, md: 3, lg: 4 }} ratio={1} lines={[['4', '60%']]} />
    </DirectoryFrame>
  )
}

export function DirectoryError({ onRetry }: { onRetry: () => void }) {
  return (
    <DirectoryFrame eyebrow={<Trans>Something went wrong</Trans>} title={<Trans>We could not load this page</Trans>}>
      <Button onClick={onRetry} borderRadius="none" px="10" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
        <Trans>Try again</Trans>
      </Button>
    </DirectoryFrame>
  )
}

/** The designers and brands pages in their three states. */
export function DirectoryStates<T>({ list, ready }: { list: ListState<T>; ready: (data: T) => ReactNode }) {
  if (list.status === 'loading') return <DirectorySkeleton />
  if (list.status === 'failed') return <DirectoryError onRetry={list.retry} />
  return ready(list.data)
}
