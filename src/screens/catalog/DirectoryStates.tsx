import { AspectRatio, Button, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

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
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="6" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Stack key={i} gap="3">
            <AspectRatio ratio={1}>
              <Skeleton />
            </AspectRatio>
            <Skeleton height="4" width="60%" />
          </Stack>
        ))}
      </SimpleGrid>
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

export function DirectoryRouteError() {
  const router = useRouter()
  return <DirectoryError onRetry={() => void router.invalidate()} />
}
