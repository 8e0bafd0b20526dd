import {
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Link as ChakraLink,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Heart, ShoppingBag } from 'lucide-react'
import { Suspense, useEffect } from 'react'
import type { ProductCard, ProductDetail, ShopInfo } from '../../../contract/catalog'
import type { ProductEvaluations } from '../../../contract/evaluation'
import type { addToCartMachine } from '../../../machines/addToCart'
import type { favouriteToggleMachine } from '../../../machines/favouriteToggle'
import { skuSelectionMachine } from '../../../machines/skuSelection'
import { Breadcrumb } from '../../components/product/Breadcrumb'
import { Gallery } from '../../components/product/Gallery'
import { Price } from '../../components/product/Price'
import { lazyNamed, useLatched } from '../../components/deferred'
import { RenderLater } from '../../components/RenderLater'
import { ProductGrid } from '../../components/product/ProductGrid'
import { ContactShopButton, type ContactLogic } from '../../components/shop/ContactShop'
import { logoSize, ShopStats } from '../../components/shop/ShopCard'
import { QuantityStepper, SkuPicker } from './SkuPicker'

export interface ProductDetailMachines {
  favourite: typeof favouriteToggleMachine
  addToCart: typeof addToCartMachine
  contact: ContactLogic
}

export interface ProductDetailProps {
  product: ProductDetail
  recommendations: ProductCard[]
  machines: ProductDetailMachines
  /** A page of the product's reviews; the section's code and data load once the shopper scrolls near it. */
  evaluations?: (pageNo: number) => Promise<ProductEvaluations>
}

const OwnStoreDialog = lazyNamed(() => import('../../components/shop/OwnStoreDialog'), 'OwnStoreDialog')
const Reviews = lazyNamed(() => import('../../components/evaluation/ProductEvaluations'), 'ProductEvaluations')

/** /productDetail: gallery, specification, add to cart, favourite, shop, description, recommendations. */
export function ProductDetailScreen({ product, recommendations, machines, evaluations }: ProductDetailProps) {
  const { t } = useLingui()
  return (
    <Container maxW="8xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Breadcrumb
        items={[
          {
            label: product.categoryName,
            link: { to: '/categoryIndex', search: { type: 'category', categoryId: product.categoryId, navigation: 4 } },
          },
          { label: product.producctName },
        ]}
      />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '16' }} mt="6" alignItems="start">
        <Gallery images={product.imglist} alt={product.producctName} />
        <Stack gap="7" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <Stack gap="3">
            <ChakraLink asChild textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" w="fit-content">
              <Link to="/brand/product/search/$brandId" params={{ brandId: String(product.brandId) }}>
                {product.brandName}
              </Link>
            </ChakraLink>
            <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2rem', md: '2.5rem' }} lineHeight="1.1">
              {product.producctName}
            </Heading>
            {product.designerName && (
              <Text textStyle="sm" color="fg.muted">
                <Trans>Designed by {product.designerName}</Trans>
              </Text>
            )}
          </Stack>
          <RenderLater>
            <Buy key={product.productId} product={product} machines={machines} />
            <ShopBox shop={product.shop} contact={machines.contact} />
            {product.description && (
              <Stack gap="2">
                <Heading as="h2" textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" fontWeight="normal">
                  <Trans>Description</Trans>
                </Heading>
                <Text color="fg.muted" lineHeight="tall" whiteSpace="pre-line">
                  {product.description}
                </Text>
              </Stack>
            )}
          </RenderLater>
        </Stack>
      </Grid>
      {evaluations && (
        <RenderLater whenNear minH="xs">
          <Suspense fallback={null}>
            <Reviews key={product.productId} load={evaluations} />
          </Suspense>
        </RenderLater>
      )}
      {recommendations.length > 0 && (
        <Box as="section" aria-label={t`You may also like`} mt={{ base: '16', md: '24' }}>
          <Separator mb={{ base: '8', md: '12' }} />
          <Heading as="h2" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} mb="8">
            <Trans>You may also like</Trans>
          </Heading>
          <RenderLater minH="md">
            <ProductGrid products={recommendations.slice(0, 8)} />
          </RenderLater>
        </Box>
      )}
    </Container>
  )
}

/** Price, specification, quantity, add to cart and the favourite heart: one SKU selection per product. */
function Buy({ product, machines }: { product: ProductDetail; machines: ProductDetailMachines }) {
  const { t } = useLingui()
  const selection = useActorRef(skuSelectionMachine, { input: { properties: product.properties, skus: product.skus } })
  const chosen = useSelector(selection, (s) => s.context)
  const cart = useActorRef(machines.addToCart)
  const adding = useSelector(cart, (s) => s.matches('adding'))
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
      {ownStoreWanted && (
        <Suspense fallback={null}>
          <OwnStoreDialog where="product" open={ownStore} onClose={() => cart.send({ type: 'CLOSE' })} />
        </Suspense>
      )}
    </Stack>
  )
}

function ShopBox({ shop, contact }: { shop: ShopInfo; contact: ContactLogic }) {
  return (
    <HStack gap="4" p="4" borderWidth="1px" borderColor="border.muted" align="center" flexWrap="wrap">
      <Box w="14" h="14" flexShrink="0" bg="bg.panel" borderWidth="1px" borderColor="border.muted">
        {shop.logo && <Image src={shop.logo} alt="" {...logoSize} w="full" h="full" objectFit="contain" p="1" loading="lazy" />}
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <ChakraLink asChild fontWeight="medium" truncate>
          <Link to="/shopProduct" search={{ no: shop.id, name: shop.shopname }}>
            {shop.shopname}
          </Link>
        </ChakraLink>
        <ShopStats fans={shop.favoriteCount} reputation={shop.storeReputation} />
      </Stack>
      <ContactShopButton shopId={shop.id} logic={contact} size="sm" />
    </HStack>
  )
}
