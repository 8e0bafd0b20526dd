import { Container, SimpleGrid } from '@chakra-ui/react'
import type { Banner } from '../../../contract/catalog'
import { BannerTile } from './BannerTile'

/** The pictures' shapes by how many banners share the row: a 21:9 strip, a 16:9 pair, a 4:5 trio. */
const shapes = {
  1: { width: 2100, height: 900, caption: 'left' },
  2: { width: 1600, height: 900, caption: 'left' },
  3: { width: 800, height: 1000, caption: 'top' },
} as const

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
