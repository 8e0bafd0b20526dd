import { Heading, Stack, Tabs, Text } from '@chakra-ui/react'
import type { WishlistTab } from './tabs'
import { Trans } from '@lingui/react/macro'
import { Heart, Store } from 'lucide-react'
import type { favouriteProductsMachine, favouriteShopsMachine } from '../../../machines/favourite/wishlist'
import { FavouriteProducts } from './FavouriteProducts'
import { FavouriteShops } from './FavouriteShops'

/** docs/behaviour.md#favourites: tab `first` holds the favourite products, `second` the followed shops. */

export interface WishlistMachines {
  products: typeof favouriteProductsMachine
  shops: typeof favouriteShopsMachine
}

/** /wishlist: the shopper's favourite pieces and followed shops, one tab each. */
export function WishlistScreen({
  tab,
  onTab,
  machines,
}: {
  tab: WishlistTab
  onTab: (tab: WishlistTab) => void
  machines: WishlistMachines
}) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>Wishlist</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>The pieces you keep an eye on and the shops you follow.</Trans>
        </Text>
      </Stack>
      <Tabs.Root value={tab} onValueChange={(e) => onTab(e.value as WishlistTab)} variant="line" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="first" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
            <Heart size={14} aria-hidden />
            <Trans>Pieces</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="second" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
            <Store size={14} aria-hidden />
            <Trans>Shops</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="first" pt="8">
          <FavouriteProducts logic={machines.products} />
        </Tabs.Content>
        <Tabs.Content value="second" pt="8">
          <FavouriteShops logic={machines.shops} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  )
}
