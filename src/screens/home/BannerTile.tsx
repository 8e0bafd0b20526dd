import { Box, Image, LinkBox, LinkOverlay, Text, type BoxProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Banner } from '../../../contract/catalog'
import { bannerTarget } from './bannerLink'

export interface BannerTileProps {
  banner: Banner
  /** Reserved box shape, so the page never moves when the picture arrives. */
  ratio: BoxProps['aspectRatio']
  /** Intrinsic size hints for the browser (the box decides the shown size). */
  width: number
  height: number
  /** The largest picture of the first screen: fetched first, never lazily. */
  priority?: boolean
  /** Title size; hidden when the picture carries its own words. */
  titleSize?: 'md' | 'lg' | 'none'
}

/** A banner picture in a fixed-shape box, with its title, leading where its type says. */
export function BannerTile({ banner, ratio, width, height, priority = false, titleSize = 'md' }: BannerTileProps) {
  const { t } = useLingui()
  const target = bannerTarget(banner)
  const title = titleSize !== 'none' && banner.title
  const label = banner.title || t`Discover`
  return (
    <LinkBox as="figure" position="relative" overflow="hidden" bg="bg.muted" aspectRatio={ratio} role="group" m="0">
      <Image
        src={banner.img}
        alt={target.kind === 'none' ? banner.title : ''}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        position="absolute"
        inset="0"
        w="100%"
        h="100%"
        objectFit="cover"
        transition="transform 1.2s cubic-bezier(.2,.7,.2,1)"
        _groupHover={{ transform: target.kind === 'none' ? undefined : 'scale(1.025)' }}
        css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      />
      {title && (
        <Box
          as="figcaption"
          position="absolute"
          insetX="0"
          bottom="0"
          px={{ base: '5', md: '8' }}
          pb={{ base: '5', md: '8' }}
          pt="16"
          bgImage="linear-gradient(to top, rgba(23,21,19,0.55), rgba(23,21,19,0))"
          color="white"
        >
          <Text
            fontFamily="heading"
            fontSize={titleSize === 'lg' ? { base: '2rem', md: '3.5rem', xl: '4.5rem' } : { base: 'xl', md: '2xl' }}
            lineHeight="1.05"
            maxW="2xl"
          >
            {banner.title}
          </Text>
        </Box>
      )}
      <Overlay target={target} label={label} />
    </LinkBox>
  )
}

function Overlay({ target, label }: { target: ReturnType<typeof bannerTarget>; label: string }) {
  const { t } = useLingui()
  if (target.kind === 'page') {
    return (
      <LinkOverlay asChild>
        <Link {...target.link} aria-label={label} />
      </LinkOverlay>
    )
  }
  if (target.kind === 'external') {
    return <LinkOverlay href={target.href} target="_blank" rel="noopener noreferrer" aria-label={t`${label} (opens in a new tab)`} />
  }
  return null
}
