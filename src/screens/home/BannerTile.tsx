import { Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Banner } from '../../../contract/catalog'
import type { LinkTarget } from '../../lib/linkTarget'
import { bannerTarget } from './bannerLink'

/** Where the picture leaves room for words: the left of a landscape banner, the top of a portrait one. */
export type Caption = 'left' | 'top' | 'none'

export interface BannerTileProps {
  banner: Banner
  /** The picture's own shape: the box is reserved before it arrives, so nothing moves. */
  width: number
  height: number
  /** The largest picture of the first screen: fetched first, never lazily. */
  priority?: boolean
  caption?: Caption
}

const captionPlace = {
  left: { left: '6%', bottom: '34%', maxW: '40%' },
  top: { left: '10%', top: '8%', maxW: '80%' },
} as const

/** A banner picture in a box of its shape, its title in the picture's quiet area, leading where its type says. */
export function BannerTile({ banner, width, height, priority = false, caption = 'left' }: BannerTileProps) {
  const { t } = useLingui()
  const target = bannerTarget(banner)
  return (
    <LinkBox
      as="figure"
      position="relative"
      overflow="hidden"
      bg="bg.muted"
      aspectRatio={width / height}
      className="group"
      m="0"
      css={{ containerType: 'inline-size' }}
    >
      <Image
        src={banner.img}
        alt={caption === 'none' || !banner.title ? banner.title : ''}
        htmlWidth={width}
        htmlHeight={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        position="absolute"
        inset="0"
        w="100%"
        h="100%"
        objectFit="cover"
        transition="transform 1.2s cubic-bezier(.2,.7,.2,1)"
        _groupHover={{ transform: target.kind === 'none' ? undefined : 'scale(1.02)' }}
        css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      />
      {caption !== 'none' && banner.title && (
        <Text
          as="figcaption"
          position="absolute"
          {...captionPlace[caption]}
          fontFamily="heading"
          lineHeight="1.05"
          color="fg"
          css={{ fontSize: caption === 'left' ? 'clamp(1.1rem, 4.6cqw, 4.75rem)' : 'clamp(1.1rem, 8cqw, 2.75rem)' }}
        >
          {banner.title}
        </Text>
      )}
      <Overlay target={target} label={banner.title || t`Discover`} />
    </LinkBox>
  )
}

function Overlay({ target, label }: { target: LinkTarget; label: string }) {
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
