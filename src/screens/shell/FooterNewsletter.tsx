import { Box, Heading, type HeadingProps, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

/** Loaded apart, as the home page's block loads it too: shared by two lazy parts, it would join the file every page waits for. */
const NewsletterForm = lazy(() => import('../../components/newsletter/NewsletterForm'))

/** The footer's newsletter column, loaded with the footer as the shopper nears it. */
export default function FooterNewsletter({ eyebrow }: { eyebrow: HeadingProps }) {
  return (
    <Box>
      <Heading as="h2" {...eyebrow}>
        <Trans>Newsletter</Trans>
      </Heading>
      <Text textStyle="sm" opacity="0.8" mb="4">
        <Trans>New arrivals and private sales, first.</Trans>
      </Text>
      <Box minH="16">
        <Suspense fallback={null}>
          <NewsletterForm inverted />
        </Suspense>
      </Box>
    </Box>
  )
}
