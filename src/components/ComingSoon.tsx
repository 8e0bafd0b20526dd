import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The page a later release fills: calm, translated, with a way back to the collections. */
export function ComingSoon() {
  return (
    <Container maxW="2xl" py={{ base: '20', md: '32' }}>
      <Stack gap="6" align="center" textAlign="center">
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>Coming soon</Trans>
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
          <Trans>This page is being tailored</Trans>
        </Heading>
        <Text color="fg.muted" textStyle="lg" maxW="md">
          <Trans>We are putting the finishing touches to it. In the meantime, the collections are waiting for you.</Trans>
        </Text>
        <Button
          asChild
          variant="outline"
          size="lg"
          borderRadius="none"
          borderColor="fg"
          px="10"
          letterSpacing="wider"
          textTransform="uppercase"
          textStyle="sm"
        >
          <Link to="/">
            <Trans>Back to the collections</Trans>
          </Link>
        </Button>
      </Stack>
    </Container>
  )
}
