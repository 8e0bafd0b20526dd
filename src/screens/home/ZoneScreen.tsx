import { Box, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, linkOptions, type LinkOptions } from '@tanstack/react-router'
import { BookOpen, CircleHelp, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SettingValues } from '../../../contract/api'
import type { Population } from '../../../contract/locale'
import { chatLink } from '../../lib/menuLinks'
import { PopulationTiles } from '../../components/PopulationTiles'
import { populationLabel, zoneOrder } from '../../lib/populations'

type HelpArticles = SettingValues['SYSTEM_ARTICLE_SETTING'] | null

const helpLink = (entry: { code: string; collapseCode?: string } | undefined) =>
  entry?.code ? linkOptions({ to: '/customerService', search: { code: entry.code, collapseCode: entry.collapseCode } }) : null

/** A population's landing page: the three zones, the zone's own sections (`children`), then help (when configured) and chat. */
export function ZoneScreen({
  population,
  help,
  signedIn,
  children,
}: {
  population: Population
  help: HelpArticles
  signedIn: boolean
  children?: ReactNode
}) {
  const { t } = useLingui()
  const howToBuy = helpLink(help?.howToBuy)
  const questions = helpLink(help?.questions)
  return (
    <Container maxW="8xl" py={{ base: '12', md: '20' }}>
      <Stack gap="3" mb={{ base: '8', md: '12' }}>
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>The edit</Trans>
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '3rem', md: '4.5rem' }} lineHeight="1">
          {t(populationLabel[population])}
        </Heading>
      </Stack>
      <PopulationTiles order={zoneOrder} current={population} headingLevel="h2" />
      {children}
      <Heading as="h2" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} mt={{ base: '14', md: '20' }} mb="6">
        <Trans>Need a hand?</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '5' }}>
        {howToBuy && (
          <HelpTile icon={<BookOpen size={22} strokeWidth={1.25} aria-hidden />} link={howToBuy} title={<Trans>How to buy</Trans>}>
            <Trans>From your bag to your door, step by step.</Trans>
          </HelpTile>
        )}
        {questions && (
          <HelpTile icon={<CircleHelp size={22} strokeWidth={1.25} aria-hidden />} link={questions} title={<Trans>Common questions</Trans>}>
            <Trans>Payments, delivery, returns and refunds.</Trans>
          </HelpTile>
        )}
        <HelpTile
          icon={<MessageCircle size={22} strokeWidth={1.25} aria-hidden />}
          link={chatLink(signedIn)}
          title={<Trans>Online chat</Trans>}
        >
          <Trans>Write to our customer service; we answer as soon as we can.</Trans>
        </HelpTile>
      </SimpleGrid>
    </Container>
  )
}

function HelpTile({ icon, link, title, children }: { icon: ReactNode; link: LinkOptions; title: ReactNode; children: ReactNode }) {
  return (
    <LinkBox
      as="article"
      p={{ base: '6', md: '8' }}
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      transition="border-color 0.2s"
      _hover={{ borderColor: 'fg' }}
    >
      <Box mb="4">{icon}</Box>
      <Text as="h3" fontFamily="heading" textStyle="xl" mb="2">
        <LinkOverlay asChild>
          <Link {...link}>{title}</Link>
        </LinkOverlay>
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {children}
      </Text>
    </LinkBox>
  )
}
