import { Box, Flex, Heading, HStack, Image, Link as ChakraLink, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Brand } from '../../../contract/catalog'
import type { ListState } from '../../lib/listState'
import { DirectoryFrame, DirectoryStates } from './DirectoryStates'

/** Brands under their initial, A to Z; anything not a Latin letter under "#". */
export function byInitial(brands: Brand[], locale: string): [string, Brand[]][] {
  const groups = new Map<string, Brand[]>()
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name, locale))
  for (const brand of sorted) {
    const first = brand.name.trim().charAt(0).toUpperCase()
    const key = /[A-Z]/.test(first) ? first : '#'
    groups.set(key, [...(groups.get(key) ?? []), brand])
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
}

/** /brand: the A-Z brand directory with logos, each opening the brand's pieces. */
export function BrandsScreen({ list }: { list: ListState<Brand[]> }) {
  return <DirectoryStates list={list} ready={(brands) => <BrandDirectory brands={brands} />} />
}

function BrandDirectory({ brands }: { brands: Brand[] }) {
  const { t, i18n } = useLingui()
  const groups = byInitial(brands, i18n.locale)
  return (
    <DirectoryFrame eyebrow={<Trans>A to Z</Trans>} title={<Trans>Brands</Trans>}>
      {groups.length === 0 ? (
        <Text color="fg.muted" textStyle="lg">
          <Trans>No brands to show yet.</Trans>
        </Text>
      ) : (
        <>
          <HStack as="nav" aria-label={t`Brands by letter`} wrap="wrap" gap="1" mb="10" position="sticky" top="0" bg="bg" py="2" zIndex="1">
            {groups.map(([letter]) => (
              <ChakraLink key={letter} href={`#brands-${letter}`} minW="8" textAlign="center" py="1" textStyle="sm" letterSpacing="wider">
                {letter}
              </ChakraLink>
            ))}
          </HStack>
          <Stack gap={{ base: '10', md: '14' }}>
            {groups.map(([letter, list]) => (
              <Flex
                as="section"
                key={letter}
                id={`brands-${letter}`}
                gap={{ base: '4', md: '10' }}
                direction={{ base: 'column', md: 'row' }}
                aria-labelledby={`brands-${letter}-h`}
                scrollMarginTop="24"
              >
                <Heading as="h2" id={`brands-${letter}-h`} fontFamily="heading" fontWeight="normal" textStyle="4xl" minW="16">
                  {letter}
                </Heading>
                <SimpleGrid as="ul" listStyleType="none" flex="1" columns={{ base: 2, md: 3, lg: 4 }} gap="4">
                  {list.map((brand) => (
                    <li key={brand.id}>
                      <LinkBox
                        as="article"
                        display="flex"
                        alignItems="center"
                        gap="4"
                        p="3"
                        borderWidth="1px"
                        borderColor="border.muted"
                        _hover={{ borderColor: 'fg' }}
                        transition="border-color 0.2s"
                      >
                        <Box flexShrink="0" bg="bg.panel">
                          <Image src={brand.logo} alt="" width="64px" height="64px" loading="lazy" objectFit="contain" />
                        </Box>
                        <Stack gap="0" minW="0">
                          <LinkOverlay asChild>
                            <Link to="/brand/product/search/$brandId" params={{ brandId: String(brand.id) }}>
                              <Text textStyle="sm" fontWeight="medium" truncate>
                                {brand.name}
                              </Text>
                            </Link>
                          </LinkOverlay>
                          <Text textStyle="xs" color="fg.muted">
                            <Plural value={brand.productCount} one="# piece" other="# pieces" />
                          </Text>
                        </Stack>
                      </LinkBox>
                    </li>
                  ))}
                </SimpleGrid>
              </Flex>
            ))}
          </Stack>
        </>
      )}
    </DirectoryFrame>
  )
}
