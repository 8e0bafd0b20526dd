import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Heart, ShoppingBag } from 'lucide-react'
import { Suspense, useEffect, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ProductDetail } from '../../../contract/catalog'
import type { addToCartMachine } from '../../../machines/cart/addToCart'
import type { favouriteToggleMachine } from '../../../machines/favourite/favouriteToggle'
import type { skuSelectionMachine } from '../../../machines/catalog/skuSelection'
import { lazyNamed, useLatched } from '../deferred'
import { Price } from './Price'
import { QuantityStepper, SkuPicker } from './SkuPicker'

export interface BuyMachines {
  favourite: typeof favouriteToggleMachine
  addToCart: typeof addToCartMachine
}

type SkuSelection = ActorRefFrom<typeof skuSelectionMachine>

const OwnStoreDialog = lazyNamed(() => import('../shop/OwnStoreDialog'), 'OwnStoreDialog')

interface BuyProps {
  product: ProductDetail
  machines: BuyMachines
  selection: SkuSelection
  /** Said once the piece is in the bag (the quick view's way on to the bag); the toast says it anyway. */
  added?: ReactNode
}

/** Price, specification (the product's SKU selection), quantity, add to cart and the favourite heart: the product page's and the quick view's. */
export function Buy({ product, machines, selection, added }: BuyProps) {
  const { t } = useLingui()
  const chosen = useSelector(selection, (s) => s.context)
  const cart = useActorRef(machines.addToCart)
  const adding = useSelector(cart, (s) => s.matches('adding'))
  const done = useSelector(cart, (s) => s.matches('done'))
  const needsSpecification = useSelector(cart, (s) => s.context.needsSpecification) && !chosen.sku
  const ownStore = useSelector(cart, (s) => s.hasTag('ownStore'))
  // The dialog's code comes the first time an owner needs it.
  const ownStoreWanted = useLatched(ownStore)
  const favourite = useActorRef(machines.favourite, {
    input: { kind: 'product', id: product.productId, shopId: product.shopId, initial: product.collectflag },
  })
  const liked = useSelector(favourite, (s) => s.context.flag === 1)
  useEffect(() => favourite.send({ type: 'RESET', flag: product.collectflag }), [favourite, product.collectflag])

  const soldOut = product.skus.every((s) => s.stock <= 0)
  const price = chosen.sku ?? product
  return (
    <Stack gap="6">
      <Price price={price.price} marketPrice={price.marketPrice} size="lg" />
      <SkuPicker selection={chosen} onChoose={selection.send} />
      {needsSpecification && (
        <Text role="alert" color="red.700" textStyle="sm">
          <Trans>Please select a specification</Trans>
        </Text>
      )}
      {!soldOut && <QuantityStepper selection={chosen} send={selection.send} />}
      <HStack gap="3">
        <Button
          flex="1"
          size="lg"
          borderRadius="none"
          textTransform="uppercase"
          letterSpacing="wider"
          textStyle="sm"
          loading={adding}
          disabled={soldOut}
          onClick={() =>
            cart.send({
              type: 'ADD',
              line: { spuId: product.productId, skuId: chosen.sku?.id ?? null, count: chosen.quantity, shopId: product.shopId },
            })
          }
        >
          <ShoppingBag size={16} aria-hidden />
          {soldOut ? <Trans>Sold out</Trans> : <Trans>Add to bag</Trans>}
        </Button>
        <IconButton
          size="lg"
          variant="outline"
          borderRadius="none"
          borderColor="fg"
          aria-pressed={liked}
          aria-label={liked ? t`Remove from wishlist` : t`Add to wishlist`}
          onClick={() => favourite.send({ type: 'TOGGLE' })}
        >
          <Heart size={18} aria-hidden fill={liked ? 'currentColor' : 'none'} />
        </IconButton>
      </HStack>
      {added && (
        <Text role="status" textStyle="sm">
          {done && added}
        </Text>
      )}
      {ownStoreWanted && (
        <Suspense fallback={null}>
          <OwnStoreDialog where="product" open={ownStore} onClose={() => cart.send({ type: 'CLOSE' })} />
        </Suspense>
      )}
    </Stack>
  )
}
