import { AspectRatio, Button, Container, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function ProductDetailPending() {
  return (
    <Container maxW="8xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }} aria-busy="true">
      <Skeleton height="4" width="40" />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '16' }} mt="6">
        <AspectRatio ratio={3 / 4}>
          <Skeleton />
        </AspectRatio>
        <Stack gap="4">
          <Skeleton height="3" width="24" />
          <Skeleton height="10" width="80%" />
          <Skeleton height="6" width="32" />
          <Skeleton height="10" width="60%" mt="6" />
          <Skeleton height="12" mt="6" />
        </Stack>
      </Grid>
    </Container>
  )
}

/** Unknown product or failed load: retry, or back to the collections. */
export function ProductDetailFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxW="2xl" py={{ base: '20', md: '32' }}>
      <Stack gap="6" align="center" textAlign="center" role="alert">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>We could not show this piece</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>It may no longer be available, or the connection failed.</Trans>
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button onClick={onRetry} borderRadius="none" px="10" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
            <Trans>Try again</Trans>
          </Button>
          <Button
            asChild
            variant="outline"
            borderRadius="none"
            borderColor="fg"
            px="10"
            textTransform="uppercase"
            letterSpacing="wider"
            textStyle="sm"
          >
            <Link to="/">
              <Trans>Back to the collections</Trans>
            </Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  )
}
