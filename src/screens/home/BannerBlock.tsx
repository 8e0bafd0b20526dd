import { Container, SimpleGrid, type BoxProps } from '@chakra-ui/react'
import type { Banner } from '../../../contract/catalog'
import { BannerTile } from './BannerTile'

/** Box shapes by how many banners share the row: a wide strip, a pair, a trio. */
const shapes: Record<1 | 2 | 3, { ratio: BoxProps['aspectRatio']; width: number; height: number; titleSize: 'md' | 'lg' }> = {
  1: { ratio: { base: 16 / 10, md: 21 / 8 }, width: 1440, height: 549, titleSize: 'lg' },
  2: { ratio: { base: 4 / 5, md: 5 / 6 }, width: 720, height: 864, titleSize: 'md' },
  3: { ratio: 3 / 4, width: 480, height: 640, titleSize: 'md' },
}

/** One, two or three banners side by side (stacked on phones); nothing when there are none. */
export function BannerBlock({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null
  const shown = banners.slice(0, 3)
  const shape = shapes[shown.length as 1 | 2 | 3]
  return (
    <Container as="section" aria-label={label} maxW="8xl" px={{ base: '4', md: '8' }}>
      <SimpleGrid columns={{ base: 1, md: shown.length }} gap={{ base: '3', md: '5' }}>
        {shown.map((banner, i) => (
          <BannerTile key={`${banner.img}-${i}`} banner={banner} {...shape} />
        ))}
      </SimpleGrid>
    </Container>
  )
}
