import { AspectRatio, Box, Container, Heading, Image, LinkBox, LinkOverlay, Separator, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ViewedProduct } from '../../../machines/recentlyViewed/viewedProducts'

export interface RecentlyViewedStripProps {
  items: ViewedProduct[]
  /** `page`: a section below a page's content; `drawer`: a small part of the search drawer. */
  variant: 'page' | 'drawer'
  /** Called when the shopper opens one (the drawer closes). */
  onPick?: () => void
}

/** The tiles' pictures' intrinsic size (3:4, like the cards'), so their room is kept before they load. */
const tileImageSize = { htmlWidth: 300, htmlHeight: 400 } as const

/** The products the shopper opened last, newest first, in a row that scrolls sideways; nothing when there are none. */
export function RecentlyViewedStrip({ items, variant, onPick }: RecentlyViewedStripProps) {
  const titleId = useId()
  if (!items.length) return null
  const row = (
    <Box as="section" aria-labelledby={titleId}>
      {variant === 'page' ? (
        <Heading id={titleId} as="h2" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} mb="8">
          <Trans>Recently viewed</Trans>
        </Heading>
      ) : (
        <Text id={titleId} textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" mb="3">
          <Trans>Recently viewed</Trans>
        </Text>
      )}
      <Stack as="ul" direction="row" listStyleType="none" gap="4" overflowX="auto" pb="2" css={{ scrollSnapType: 'x proximity' }}>
        {items.map((item) => (
          <Box as="li" key={item.spuId} flexShrink="0" w={variant === 'page' ? { base: '32', md: '44' } : '24'} scrollSnapAlign="start">
            <Tile item={item} onPick={onPick} />
          </Box>
        ))}
      </Stack>
    </Box>
  )
  if (variant === 'drawer') return row
  return (
    <Container maxW="8xl" px={{ base: '4', md: '8' }} pb={{ base: '12', md: '16' }}>
      <Separator mb={{ base: '8', md: '12' }} />
      {row}
    </Container>
  )
}

function Tile({ item, onPick }: { item: ViewedProduct; onPick?: () => void }) {
  return (
    <LinkBox as="article" display="flex" flexDirection="column" gap="2">
      <AspectRatio ratio={3 / 4} bg="bg.muted">
        {item.picUrl ? <Image src={item.picUrl} alt="" {...tileImageSize} loading="lazy" decoding="async" objectFit="cover" /> : <Box />}
      </AspectRatio>
      <Stack gap="0.5">
        <Text textStyle="2xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" truncate>
          {item.brandName}
        </Text>
        <LinkOverlay asChild textStyle="xs" lineClamp="2">
          <Link to="/productDetail" search={{ no: item.spuId, shopId: item.shopId }} onClick={onPick}>
            {item.name}
          </Link>
        </LinkOverlay>
      </Stack>
    </LinkBox>
  )
}
