import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SkeletonGrid } from '../../components/SkeletonGrid'

/** The carousel shows 2, 3, 4 then 5 cards as the screen widens. */
const hideBelow = (i: number) => ({ hideBelow: i >= 2 ? (i >= 4 ? 'xl' : i >= 3 ? 'lg' : 'md') : undefined })

/** While the home page loads: the hero's and a carousel's shapes, so nothing jumps when they fill. */
export function HomePending() {
  const { t } = useLingui()
  return (
    <Box role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton aspectRatio={{ base: 4 / 5, md: 16 / 7 }} borderRadius="none" />
      <Container maxW={{ base: 'full', xl: '1114px' }} px={{ base: '4', md: '8', xl: '0' }} pt={{ base: '10', md: '16' }}>
        <Skeleton h="8" w="48" mb="7" />
        <SkeletonGrid count={5} columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap="4" ratio={3 / 4} square cardProps={hideBelow} />
      </Container>
    </Box>
  )
}

/** The home data did not come: say so and offer to try again. */
export function HomeError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxW="2xl" py={{ base: '20', md: '32' }}>
      <Stack gap="6" align="center" textAlign="center" role="alert">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>The window is being dressed</Trans>
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          <Trans>We could not load the home page. Please check your connection and try again.</Trans>
        </Text>
        <Button onClick={onRetry} borderRadius="none" px="10" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Container>
  )
}
