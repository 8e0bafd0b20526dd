import { Box, Container, Image, LinkBox, LinkOverlay } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo, type CSSProperties } from 'react'
import type { Banner } from '../../../contract/catalog'
import { bannerTarget } from './bannerLink'
import { useCarousel, useFittingCount } from './useCarousel'

/** docs/behaviour.md#home: the brand list scrolls 140 px every 2 to 3 seconds. */
const step = 140
const gap = 16

/** The brand banners (publicize1): a strip of brand marks moving one mark every 2.5 s, still under the pointer or focus. */
export function BrandStrip({ banners, autoplay = true }: { banners: Banner[]; autoplay?: boolean }) {
  const { t } = useLingui()
  const { ref, count } = useFittingCount(step, gap)
  const { actor, viewRef, index } = useCarousel(banners.length, { autoplay, perPage: count, interval: 2500 })
  if (banners.length === 0) return null
  return (
    <Container as="section" ref={viewRef} aria-label={t`Our brands`} maxW="8xl" px={{ base: '4', md: '8' }}>
      <Box
        ref={ref}
        overflow="hidden"
        borderYWidth="1px"
        borderColor="border"
        py="3"
        onPointerEnter={() => actor.send({ type: 'POINTER_ENTER' })}
        onPointerLeave={() => actor.send({ type: 'POINTER_LEAVE' })}
        onFocus={() => actor.send({ type: 'FOCUS_IN' })}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && actor.send({ type: 'FOCUS_OUT' })}
      >
        <Box
          as="ul"
          display="flex"
          gap={`${gap}px`}
          listStyleType="none"
          style={{ transform: `translateX(${-index * step}px)` } as CSSProperties}
          transition="transform 0.8s cubic-bezier(.2,.7,.2,1)"
          css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        >
          {banners.map((banner, i) => (
            <BrandMark key={`${banner.img}-${i}`} banner={banner} inView={i >= index && i < index + count} />
          ))}
        </Box>
      </Box>
    </Container>
  )
}

/** One brand of the strip: drawn again only when it enters or leaves the view, not at every move. */
const BrandMark = memo(function BrandMark({ banner, inView }: { banner: Banner; inView: boolean }) {
  const target = bannerTarget(banner)
  return (
    <LinkBox as="li" inert={!inView} flex={`0 0 ${step - gap}px`} opacity="0.85" _hover={{ opacity: 1 }} transition="opacity 0.2s">
      <Image
        src={banner.img}
        alt={banner.title}
        htmlWidth={480}
        htmlHeight={160}
        loading="lazy"
        decoding="async"
        w="full"
        h="auto"
        aspectRatio={3}
        objectFit="contain"
      />
      {target.kind === 'page' && (
        <LinkOverlay asChild>
          <Link {...target.link} aria-label={banner.title} />
        </LinkOverlay>
      )}
    </LinkBox>
  )
})
