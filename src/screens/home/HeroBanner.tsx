import { Box } from '@chakra-ui/react'
import type { Banner } from '../../../contract/catalog'
import type { PlatformType } from '../../api/home'
import { BannerTile } from './BannerTile'

/** The promotional banner opening the page: 16:9 for desktops, 4:5 for phones (by the platform the data was asked for). */
export function HeroBanner({ banner, platform }: { banner: Banner | undefined; platform: PlatformType }) {
  if (!banner) return null
  const landscape = platform === 2
  return (
    <Box as="section" maxW={landscape ? undefined : { md: '2xl' }} mx="auto">
      <BannerTile
        banner={banner}
        width={landscape ? 1600 : 800}
        height={landscape ? 900 : 1000}
        caption={landscape ? 'left' : 'top'}
        priority
      />
    </Box>
  )
}
