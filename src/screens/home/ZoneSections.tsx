import { Box, Heading, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, linkOptions } from '@tanstack/react-router'
import type { CategoryNode, ProductCard } from '../../../contract/catalog'
import type { Population } from '../../../contract/locale'
import { categoryLink } from '../../lib/categoryLink'
import { populationLabel } from '../../lib/populations'
import { ProductCarousel } from './ProductCarousel'

/** A zone's own sections: its categories (level one with their children) and its newest pieces. */
export function ZoneSections({
  population,
  categories,
  newIn,
  autoplay = true,
}: {
  population: Population
  categories: CategoryNode[]
  newIn: ProductCard[]
  autoplay?: boolean
}) {
  const { t } = useLingui()
  const zone = t(populationLabel[population])
  return (
    <Stack gap={{ base: '14', md: '20' }} mt={{ base: '14', md: '20' }}>
      {categories.length > 0 && (
        <Box as="section" aria-labelledby="zone-categories">
          <Heading
            id="zone-categories"
            as="h2"
            fontFamily="heading"
            fontWeight="normal"
            textStyle={{ base: '2xl', md: '3xl' }}
            mb={{ base: '6', md: '10' }}
          >
            <Trans>Shop by category</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(4, categories.length) }} gap={{ base: '8', md: '10' }}>
            {categories.map((root) => (
              <Stack key={root.id} gap="4" borderTopWidth="1px" borderColor="fg" pt="5">
                <Heading as="h3" fontFamily="heading" fontWeight="normal" textStyle={{ base: 'xl', md: '2xl' }}>
                  <ChakraLink asChild>
                    <Link {...categoryLink(root)}>{root.name}</Link>
                  </ChakraLink>
                </Heading>
                <Stack as="ul" listStyleType="none" gap="2.5" textStyle="sm" color="fg.muted">
                  {root.child.map((node) => (
                    <li key={node.id}>
                      <ChakraLink asChild _hover={{ color: 'fg' }}>
                        <Link {...categoryLink(node)}>{node.name}</Link>
                      </ChakraLink>
                    </li>
                  ))}
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      )}
      <Box mx={{ base: '-4', md: '-8', xl: '0' }}>
        <ProductCarousel
          eyebrow={zone}
          title={<Trans>New in</Trans>}
          products={newIn}
          viewAll={linkOptions({ to: '/categoryIndex', search: { type: 'newGoods' } })}
          autoplay={autoplay}
        />
      </Box>
    </Stack>
  )
}
