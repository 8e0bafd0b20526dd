import { Box, Button, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { RotateCcw, ShieldCheck, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { useShellActions } from '../../components/shellActions'
import { PopulationTiles } from '../../components/PopulationTiles'
import { topBarOrder } from '../../lib/populations'

const eyebrow = { textStyle: 'xs', letterSpacing: 'caps', textTransform: 'uppercase', color: 'fg.muted' } as const

/** The home page: the shop's name as a masthead, the three populations, and what the shop promises. */
export function HomeScreen({ name }: { name: string }) {
  const actions = useShellActions()
  return (
    <>
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="8xl" py={{ base: '12', md: '16', xl: '20' }}>
          <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: '12', lg: '16' }} alignItems="center">
            <Stack gap="7">
              <Text {...eyebrow}>
                <Trans>Independent fashion houses, one address</Trans>
              </Text>
              <Heading
                as="h1"
                fontFamily="heading"
                fontWeight="normal"
                fontSize={{ base: '3.25rem', md: '5rem', xl: '6.5rem' }}
                lineHeight="0.95"
                letterSpacing="-0.02em"
                overflowWrap="anywhere"
              >
                {name}
              </Heading>
              <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="lg">
                <Trans>Pieces for women, men and kids, chosen from shops we know and delivered to your door.</Trans>
              </Text>
              <HStack gap="3" flexWrap="wrap">
                <Button asChild size="lg" borderRadius="none" px="10" letterSpacing="wider" textTransform="uppercase" textStyle="sm">
                  <Link to="/population/$population" params={{ population: 'female' }} onClick={() => actions.choosePopulation('female')}>
                    <Trans>Shop women</Trans>
                  </Link>
                </Button>
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  borderColor="fg"
                  borderRadius="none"
                  px="10"
                  letterSpacing="wider"
                  textTransform="uppercase"
                  textStyle="sm"
                >
                  <Link to="/population/$population" params={{ population: 'male' }} onClick={() => actions.choosePopulation('male')}>
                    <Trans>Shop men</Trans>
                  </Link>
                </Button>
              </HStack>
            </Stack>
            <Box
              aria-hidden
              hideBelow="lg"
              position="relative"
              h="32rem"
              bgImage="linear-gradient(170deg, #eadfce 0%, #cdb496 100%)"
              _after={{ content: '""', position: 'absolute', inset: '5', borderWidth: '1px', borderColor: 'whiteAlpha.700' }}
            >
              <Text
                position="absolute"
                inset="0"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontFamily="heading"
                fontStyle="italic"
                fontSize="16rem"
                color="whiteAlpha.800"
              >
                {name.charAt(0)}
              </Text>
            </Box>
          </Grid>
        </Container>
      </Box>
      <Container maxW="8xl" py={{ base: '14', md: '20' }}>
        <Heading as="h2" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} mb={{ base: '6', md: '10' }}>
          <Trans>Shop by population</Trans>
        </Heading>
        <PopulationTiles order={topBarOrder} />
      </Container>
      <Container maxW="8xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="px" bg="border" borderWidth="1px" borderColor="border">
          <Pledge icon={<Store size={22} strokeWidth={1.25} aria-hidden />} title={<Trans>Reviewed shops</Trans>}>
            <Trans>Every shop is checked by our team before it opens.</Trans>
          </Pledge>
          <Pledge icon={<RotateCcw size={22} strokeWidth={1.25} aria-hidden />} title={<Trans>Easy returns</Trans>}>
            <Trans>Changed your mind? Ask for a refund or a return from your orders.</Trans>
          </Pledge>
          <Pledge icon={<ShieldCheck size={22} strokeWidth={1.25} aria-hidden />} title={<Trans>Payments reviewed</Trans>}>
            <Trans>Payments are confirmed by the platform within 24 hours.</Trans>
          </Pledge>
        </SimpleGrid>
      </Container>
    </>
  )
}

function Pledge({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="3" bg="bg" p={{ base: '6', md: '8' }}>
      {icon}
      <Text fontFamily="heading" textStyle="xl">
        {title}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {children}
      </Text>
    </Stack>
  )
}
