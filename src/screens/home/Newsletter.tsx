import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

/** The form's code (its machine and call) loads once the block is drawn, near the foot of the page. */
const NewsletterForm = lazy(() => import('../../components/newsletter/NewsletterForm'))

/** The newsletter block of the home page (docs/behaviour.md#home): subscribing mails a link to confirm. */
export function Newsletter() {
  return (
    <Box as="section" aria-labelledby="newsletter-title" bg="bg.muted" color="fg">
      <Container maxW="8xl" px={{ base: '4', md: '8' }} py={{ base: '14', md: '20' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '16' }} align={{ lg: 'center' }} justify="space-between">
          <Stack gap="3" maxW="xl">
            <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
              <Trans>Newsletter</Trans>
            </Text>
            <Heading
              id="newsletter-title"
              as="h2"
              fontFamily="heading"
              fontWeight="normal"
              textStyle={{ base: '2xl', md: '4xl' }}
              lineHeight="1.1"
            >
              <Trans>New arrivals and private sales, first.</Trans>
            </Heading>
          </Stack>
          <Box flex="1" maxW={{ lg: 'lg' }} w="full" minH="20">
            <Suspense fallback={null}>
              <NewsletterForm />
            </Suspense>
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}
