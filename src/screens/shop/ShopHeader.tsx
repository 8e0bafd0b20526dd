import { Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from '@tanstack/react-router'
import { Heart, LayoutDashboard } from 'lucide-react'
import { useEffect } from 'react'
import type { ShopInfo } from '../../../contract/catalog'
import type { favouriteToggleMachine } from '../../../machines/favourite/favouriteToggle'
import { ContactShopButton, type ContactLogic } from '../../components/shop/ContactShop'
import { HolidayNotice } from '../../components/shop/HolidayNotice'
import { logoSize, ShopStats } from '../../components/shop/ShopCard'
import { sellerCenterEntry } from '../../lib/accountLinks'

export interface ShopHeaderProps {
  shop: ShopInfo
  follow: typeof favouriteToggleMachine
  contact: ContactLogic
  /** The viewer owns this shop: "Manage shop" leads to the seller center, in place of follow and contact. */
  owned?: boolean
}

/** The shop page's header: logo, name, description (whole in a tooltip), fans, reputation, follow and contact. */
export function ShopHeader({ shop, follow, contact, owned }: ShopHeaderProps) {
  const actor = useActorRef(follow, { input: { kind: 'shop', id: shop.id, initial: shop.favoriteFlag, count: shop.favoriteCount } })
  const followed = useSelector(actor, (s) => s.context.flag === 1)
  const fans = useSelector(actor, (s) => s.context.count)
  // A reload of the page (another user, another shop) brings new numbers.
  useEffect(
    () => actor.send({ type: 'RESET', flag: shop.favoriteFlag, count: shop.favoriteCount }),
    [actor, shop.favoriteFlag, shop.favoriteCount],
  )

  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '5', md: '8' }}
      align={{ base: 'flex-start', md: 'center' }}
      py={{ base: '8', md: '12' }}
    >
      <Box w={{ base: '20', md: '28' }} flexShrink={0} bg="bg.panel" borderWidth="1px" borderColor="border.muted" aspectRatio="1">
        {shop.logo && <Image src={shop.logo} alt="" {...logoSize} w="full" h="full" objectFit="contain" p="3" />}
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>Shop</Trans>
          {shop.mno && <> · {shop.mno}</>}
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2rem', md: '2.75rem' }} lineHeight="1.05">
          {shop.shopname}
        </Heading>
        {shop.shopDesc && <Description text={shop.shopDesc} />}
        <ShopStats fans={fans} reputation={shop.storeReputation} />
        <HolidayNotice holiday={shop.holiday} />
      </Stack>
      <HStack gap="3" flexShrink={0} w={{ base: 'full', md: 'auto' }} flexWrap="wrap">
        {owned ? (
          <Button
            asChild
            flex={{ base: '1 1 100%', md: 'initial' }}
            borderRadius="none"
            textTransform="uppercase"
            letterSpacing="wider"
            textStyle="xs"
          >
            <Link {...sellerCenterEntry.link}>
              <LayoutDashboard size={14} aria-hidden />
              <Trans>Manage shop</Trans>
            </Link>
          </Button>
        ) : (
          <FollowAndContact shop={shop} followed={followed} onFollow={() => actor.send({ type: 'TOGGLE' })} contact={contact} />
        )}
      </HStack>
    </Flex>
  )
}

function FollowAndContact({
  shop,
  followed,
  onFollow,
  contact,
}: {
  shop: ShopInfo
  followed: boolean
  onFollow: () => void
  contact: ContactLogic
}) {
  return (
    <>
      <Button
        flex={{ base: '1', md: 'initial' }}
        variant={followed ? 'solid' : 'outline'}
        borderRadius="none"
        borderColor="fg"
        textTransform="uppercase"
        letterSpacing="wider"
        textStyle="xs"
        aria-pressed={followed}
        onClick={onFollow}
      >
        <Heart size={14} aria-hidden fill={followed ? 'currentColor' : 'none'} />
        {followed ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
      </Button>
      <ContactShopButton shopId={shop.id} logic={contact} flex={{ base: '1', md: 'initial' }} />
    </>
  )
}

/** Two lines of the description; the whole of it in a tooltip on hover or focus (screen readers read it all anyway). */
function Description({ text }: { text: string }) {
  return (
    <Box position="relative" maxW="2xl" className="group">
      <Text color="fg.muted" lineClamp={2} tabIndex={0} cursor="help" _focusVisible={{ outlineOffset: '2px' }}>
        {text}
      </Text>
      <Box
        aria-hidden
        position="absolute"
        top="calc(100% + 8px)"
        insetStart="0"
        zIndex="tooltip"
        maxW="md"
        bg="bg.inverted"
        color="fg.inverted"
        px="4"
        py="3"
        textStyle="sm"
        boxShadow="md"
        opacity="0"
        visibility="hidden"
        transition="opacity 0.2s 0.2s, visibility 0.2s 0.2s"
        pointerEvents="none"
        _groupHover={{ opacity: 1, visibility: 'visible' }}
        _groupFocusWithin={{ opacity: 1, visibility: 'visible' }}
      >
        {text}
      </Box>
    </Box>
  )
}
