import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** The frame of a results page: what was searched, a summary, then the results. */
export function SearchFrame({
  eyebrow,
  word,
  summary,
  tools,
  children,
}: {
  eyebrow: ReactNode
  word: string
  summary?: ReactNode
  tools?: ReactNode
  children: ReactNode
}) {
  return (
    <Container maxW="8xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '8' }}>
      <Stack gap={{ base: '5', md: '7' }}>
        <Stack gap="2">
          <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
            {eyebrow}
          </Text>
          <Heading
            as="h1"
            fontFamily="heading"
            fontWeight="normal"
            fontSize={{ base: '2.25rem', md: '3.5rem' }}
            lineHeight="1.05"
            overflowWrap="anywhere"
          >
            {word ? `“${word}”` : <Trans>Search</Trans>}
          </Heading>
        </Stack>
        {(summary || tools) && (
          <HStack justify="space-between" align="center" gap="4" py="3" borderYWidth="1px" flexWrap="wrap">
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              {summary}
            </Text>
            {tools}
          </HStack>
        )}
        {children}
      </Stack>
    </Container>
  )
}

/** A results page that could not load: say so and offer to try again. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="5" py="10" align="flex-start" role="alert">
      <Text color="fg.muted" textStyle="lg">
        <Trans>We could not search just now. Please check your connection and try again.</Trans>
      </Text>
      <Button onClick={onRetry} borderRadius="none" px="10" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  )
}
