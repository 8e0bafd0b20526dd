import { AspectRatio, Box, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Heart, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import type { FavouriteShop, ShopCard as Shop } from '../../../contract/catalog'

/** The intrinsic size of shop logos (square), reserved before they load. */
export const logoSize = { width: 320, height: 320 } as const

export interface ShopCardProps {
  shop: Shop | FavouriteShop
  /** Loads the logo at once (the first row). */
  eager?: boolean
  /** An action under the card, e.g. unfollow on the wishlist. */
  action?: ReactNode
  /** Under 600 px, the logo beside the text (the directory's one shop a row). */
  rowOnPhones?: boolean
}

const phone = '@media (max-width: 599.98px)'

const hasStats = (shop: Shop | FavouriteShop): shop is Shop => 'favoriteCount' in shop

/** One shop of a grid: square logo, name, two lines of description, fans and reputation. */
export function ShopCard({ shop, eager = false, action, rowOnPhones = false }: ShopCardProps) {
  return (
    <Stack gap="3" h="full">
      <LinkBox
        as="article"
        className="group"
        display="flex"
        flexDirection="column"
        gap="3"
        flex="1"
        css={rowOnPhones ? { [phone]: { flexDirection: 'row', alignItems: 'center', gap: '4' } } : undefined}
      >
        <Box
          css={rowOnPhones ? { [phone]: { width: '24', flexShrink: 0 } } : undefined}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          overflow="hidden"
          transition="border-color 0.3s"
          _groupHover={{ borderColor: 'border.emphasized' }}
        >
          <AspectRatio ratio={1}>
            {shop.logo ? (
              <Image
                src={shop.logo}
                alt=""
                {...logoSize}
                loading={eager ? 'eager' : 'lazy'}
                decoding="async"
                objectFit="contain"
                p="12%"
                transition="transform 0.6s ease"
                _groupHover={{ transform: 'scale(1.04)' }}
              />
            ) : (
              <Text fontFamily="heading" textStyle="4xl" color="fg.subtle" aria-hidden>
                {shop.shopname.slice(0, 1)}
              </Text>
            )}
          </AspectRatio>
        </Box>
        <Stack gap="1.5" minW="0">
          <LinkOverlay asChild>
            <Link to="/shopProduct" search={{ no: shop.id, name: shop.shopname }}>
              <Text fontFamily="heading" textStyle="lg" lineHeight="short" truncate>
                {shop.shopname}
              </Text>
            </Link>
          </LinkOverlay>
          {shop.shopDesc && (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {shop.shopDesc}
            </Text>
          )}
          {hasStats(shop) && <ShopStats fans={shop.favoriteCount} reputation={shop.storeReputation} />}
        </Stack>
      </LinkBox>
      {action}
    </Stack>
  )
}

/** Fans and reputation (the mean star of the shop's reviews, one decimal), small and quiet; also used in the shop page header. */
export function ShopStats({ fans, reputation: score }: { fans: number; reputation: number }) {
  const { t, i18n } = useLingui()
  const reputation = i18n.number(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <HStack gap="4" textStyle="xs" color="fg.muted" flexWrap="wrap">
      <HStack gap="1">
        <Heart size={12} strokeWidth={1.5} aria-hidden />
        <Text as="span">
          <Plural value={fans} one="# fan" other="# fans" />
        </Text>
      </HStack>
      <HStack gap="1" title={t`Reputation score`}>
        <Star size={12} strokeWidth={1.5} aria-hidden />
        <Text as="span">{t`Reputation ${reputation}`}</Text>
      </HStack>
    </HStack>
  )
}
