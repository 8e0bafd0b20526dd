import { Box, Container, Flex, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, use } from 'react'
import type { Language } from '../../../contract/locale'
import { TargetLink } from '../../components/TargetLink'
import type { shopEntries } from '../../lib/accountLinks'
import { articleTarget } from '../../lib/articleLink'
import { localized } from '../../lib/localized'
import type { ArticleGroup, ShellData } from './shellData'
import { floatingClearance } from './floatingClearance'

const FooterNewsletter = lazy(() => import('./FooterNewsletter'))

const eyebrow = { textStyle: 'xs', letterSpacing: 'caps', textTransform: 'uppercase', fontWeight: 'semibold', mb: '5' } as const

export interface FooterProps {
  data: ShellData
  lang: Language
  name: string
  /** "Apply for a shop" (a guest's goes through /login?apply=true), or the owner's "My shop" and "Seller center". */
  shopLinks: ReturnType<typeof shopEntries>
  /** The newsletter column; the home page leaves it out, having a block of its own. */
  newsletter?: boolean
}

/** Help articles, contact hours, the newsletter, the shop link, legal links and the tenant's statements. */
export function Footer({ data, lang, name, shopLinks, newsletter = true }: FooterProps) {
  const { t } = useLingui()
  const legal = data.systemArticles
  const copyright = localized(data.footer?.copyright, lang) || `© ${new Date().getFullYear()} ${name}`
  const trademark = localized(data.footer?.trademarkStatement, lang)
  return (
    <Box as="footer" bg="bg.inverted" color="fg.inverted" mt="24" pt={{ base: '14', md: '20' }} pb={floatingClearance}>
      <Container maxW="8xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '10', md: '12' }}>
          <Suspense fallback={null}>
            <ArticleColumns groups={data.articleGroups} />
          </Suspense>
          {data.contact && (
            <Box>
              <Heading as="h2" {...eyebrow}>
                <Trans>Contact us</Trans>
              </Heading>
              <Stack gap="3" textStyle="sm" opacity="0.8">
                {data.contact.email && (
                  <ChakraLink href={`mailto:${data.contact.email}`} _hover={{ opacity: 1 }}>
                    {data.contact.email}
                  </ChakraLink>
                )}
                {data.contact.weekdayHours && (
                  <Text>
                    <Trans>Monday to Friday: {data.contact.weekdayHours}</Trans>
                  </Text>
                )}
                {data.contact.weekendHours && (
                  <Text>
                    <Trans>Weekends: {data.contact.weekendHours}</Trans>
                  </Text>
                )}
                {localized(data.contact.remark, lang) && <Text>{localized(data.contact.remark, lang)}</Text>}
              </Stack>
            </Box>
          )}
          {newsletter && (
            <Suspense fallback={null}>
              <FooterNewsletter eyebrow={eyebrow} />
            </Suspense>
          )}
        </SimpleGrid>
        <Flex
          mt="16"
          pt="8"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          textStyle="xs"
          opacity="0.7"
        >
          <Stack gap="1">
            <Text>{copyright}</Text>
            {trademark && <Text>{trademark}</Text>}
          </Stack>
          <Flex gap="6" flexWrap="wrap" align="flex-start">
            {shopLinks.map(({ label, link }) => (
              <ChakraLink key={link.to} asChild>
                <Link {...link}>{t(label)}</Link>
              </ChakraLink>
            ))}
            {legal && (
              <Flex as="nav" aria-label={t`Legal`} gap="6">
                {legal.privacyPolicy?.code && (
                  <ChakraLink asChild>
                    <Link to="/customerService" search={{ code: legal.privacyPolicy.code, collapseCode: legal.privacyPolicy.collapseCode }}>
                      <Trans>Privacy policy</Trans>
                    </Link>
                  </ChakraLink>
                )}
                {legal.termsAndConditions?.code && (
                  <ChakraLink asChild>
                    <Link
                      to="/customerService"
                      search={{ code: legal.termsAndConditions.code, collapseCode: legal.termsAndConditions.collapseCode }}
                    >
                      <Trans>Terms and conditions</Trans>
                    </Link>
                  </ChakraLink>
                )}
              </Flex>
            )}
          </Flex>
        </Flex>
      </Container>
    </Box>
  )
}

/** A column of help articles per type, once they have arrived. */
function ArticleColumns({ groups }: { groups: Promise<ArticleGroup[]> }) {
  return use(groups).map(({ type, articles }) => (
    <Box as="nav" key={type.code} aria-label={type.name}>
      <Heading as="h2" {...eyebrow}>
        {type.name}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" textStyle="sm" opacity="0.8">
        {articles.map((article) => (
          <li key={article.code}>
            <TargetLink to={articleTarget(article)} _hover={{ opacity: 1 }}>
              {article.title}
            </TargetLink>
          </li>
        ))}
      </Stack>
    </Box>
  ))
}
