import { Box, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Population } from '../../contract/locale'
import { useShellActions } from './shellActions'
import { populationLabel } from '../lib/populations'

/** Warm, quiet fields of colour stand in for campaign imagery. */
const tone: Record<Population, string> = {
  female: 'linear-gradient(160deg, #efe4d6 0%, #d9c2a7 100%)',
  male: 'linear-gradient(160deg, #e4e1db 0%, #b9b3a8 100%)',
  children: 'linear-gradient(160deg, #f3e9d8 0%, #e3cda6 100%)',
}

/** One tile per population: choosing it sets the population and opens its zone. */
export function PopulationTiles({
  order,
  current,
  headingLevel = 'h3',
}: {
  order: Population[]
  current?: Population
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useLingui()
  const actions = useShellActions()
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '5' }}>
      {order.map((population) => (
        <LinkBox
          key={population}
          as="article"
          position="relative"
          overflow="hidden"
          aspectRatio={{ base: 16 / 10, md: 4 / 5 }}
          bgImage={tone[population]}
          outline={current === population ? '1px solid' : undefined}
          outlineColor="fg"
          outlineOffset="-1px"
          transition="transform 0.5s ease, box-shadow 0.5s ease"
          _hover={{ transform: 'translateY(-4px)', boxShadow: '0 24px 48px -28px rgba(23,21,19,0.45)' }}
        >
          <Text
            aria-hidden
            position="absolute"
            right="-2"
            top="-6"
            fontFamily="heading"
            fontSize={{ base: '10rem', md: '14rem' }}
            lineHeight="1"
            color="whiteAlpha.500"
            userSelect="none"
          >
            {t(populationLabel[population]).charAt(0)}
          </Text>
          <Box position="absolute" left={{ base: '6', md: '8' }} bottom={{ base: '6', md: '8' }}>
            <Text as={headingLevel} fontFamily="heading" textStyle={{ base: '3xl', md: '4xl' }} lineHeight="1.1">
              <LinkOverlay asChild>
                <Link
                  to="/population/$population"
                  params={{ population }}
                  onClick={() => actions.choosePopulation(population)}
                  aria-current={current === population ? 'page' : undefined}
                >
                  {t(populationLabel[population])}
                </Link>
              </LinkOverlay>
            </Text>
            <Text mt="2" textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
              <Trans>Discover</Trans> →
            </Text>
          </Box>
        </LinkBox>
      ))}
    </SimpleGrid>
  )
}
