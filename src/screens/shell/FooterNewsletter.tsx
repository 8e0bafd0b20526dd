import { Box, Heading, type HeadingProps, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

/** The form's code loads with the footer, which is drawn only as the shopper nears it. */
const NewsletterForm = lazy(() => import('../../components/newsletter/NewsletterForm'))

/** The footer's newsletter column; the home page has a block of its own instead. */
export function FooterNewsletter({ eyebrow }: { eyebrow: HeadingProps }) {
  const home = useRouterState({ select: (s) => s.location.pathname === '/' })
  if (home) return null
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
