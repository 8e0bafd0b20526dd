import { Box, Container, SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Banner } from '../../../contract/catalog'
import { BannerTile } from './BannerTile'

/** The brand banners (publicize1): the first one fills the first screen, the others follow in a row. */
export function HeroBanners({ banners }: { banners: Banner[] }) {
  const { t } = useLingui()
  if (banners.length === 0) return null
  const [first, ...others] = banners
  return (
    <Box as="section" aria-label={t`Featured`}>
      <BannerTile banner={first} ratio={{ base: 4 / 5, md: 16 / 7 }} width={1920} height={840} priority titleSize="lg" />
      {others.length > 0 && (
        <Container maxW="8xl" px={{ base: '4', md: '8' }} mt={{ base: '3', md: '5' }}>
          <SimpleGrid columns={{ base: 2, md: Math.min(others.length, 4) }} gap={{ base: '3', md: '5' }}>
            {others.slice(0, 4).map((banner, i) => (
              <BannerTile key={`${banner.img}-${i}`} banner={banner} ratio={4 / 5} width={480} height={600} />
            ))}
          </SimpleGrid>
        </Container>
      )}
    </Box>
  )
}
