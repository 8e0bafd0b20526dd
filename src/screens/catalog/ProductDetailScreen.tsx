import { Box, Container, Grid, Heading, HStack, Image, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Suspense, useMemo } from 'react'
import type { ProductCard, ProductDetail, ShopInfo } from '../../../contract/catalog'
import type { ProductEvaluations } from '../../../contract/evaluation'
import { chosenPictures, galleryOf, skuSelectionMachine } from '../../../machines/catalog/skuSelection'
import { lazyNamed } from '../../components/deferred'
import { Breadcrumb } from '../../components/product/Breadcrumb'
import { Gallery } from '../../components/product/Gallery'
import { ProductGrid } from '../../components/product/ProductGrid'
import { RenderLater } from '../../components/RenderLater'
import { ContactShopButton, type ContactLogic } from '../../components/shop/ContactShop'
import { HolidayNotice } from '../../components/shop/HolidayNotice'
import { logoSize, ShopStats } from '../../components/shop/ShopCard'
import { Buy, type BuyMachines } from '../../components/product/Buy'
import { navigationCodes } from '../../../contract/navigation'

export interface ProductDetailMachines extends BuyMachines {
  contact: ContactLogic
}

export interface ProductDetailProps {
  product: ProductDetail
  recommendations: ProductCard[]
  machines: ProductDetailMachines
  /** A page of the product's reviews; the section's code and data load once the shopper scrolls near it. */
  evaluations?: (pageNo: number) => Promise<ProductEvaluations>
  /** The colour (value id) to open with, as the list card showed it; ignored when the product has no such colour in stock. */
  colour?: number
  /** The viewer owns the product's shop: no "contact" to themselves. */
  owned?: boolean
}

const Reviews = lazyNamed(() => import('../../components/evaluation/ProductEvaluations'), 'ProductEvaluations')

/** /productDetail: gallery, specification, add to cart, favourite, shop, description, recommendations. */
export function ProductDetailScreen({ product, recommendations, machines, evaluations, colour, owned }: ProductDetailProps) {
  const { t } = useLingui()
  return (
    <Container maxW="8xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Breadcrumb
        items={[
          {
            label: product.categoryName,
            link: {
              to: '/categoryIndex',
              search: { type: 'category', categoryId: product.categoryId, navigation: navigationCodes.category },
            },
          },
          { label: product.producctName },
        ]}
      />
      <ProductMain key={`${product.productId}:${colour}`} product={product} machines={machines} colour={colour} owned={owned} />
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

/** The gallery and the buying column of one product: one SKU selection, whose colour the gallery shows first. */
function ProductMain({ product, machines, colour, owned }: Pick<ProductDetailProps, 'product' | 'machines' | 'colour' | 'owned'>) {
  const selection = useActorRef(skuSelectionMachine, { input: { properties: product.properties, skus: product.skus, preferred: colour } })
  const pictures = useSelector(selection, (s) => chosenPictures(s.context.chosen, product.colourImages))
  const images = useMemo(() => galleryOf(product.imglist, pictures), [product.imglist, pictures])
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '16' }} mt="6" alignItems="start">
      <Gallery key={pictures?.valueId ?? 0} images={images} alt={product.producctName} />
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
        <HolidayNotice holiday={product.shop.holiday} />
        <RenderLater>
          <Buy product={product} machines={machines} selection={selection} />
          <ShopBox shop={product.shop} contact={owned ? undefined : machines.contact} />
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
  )
}

/** The product's shop; `contact` left out for its owner. */
function ShopBox({ shop, contact }: { shop: ShopInfo; contact?: ContactLogic }) {
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
      {contact && <ContactShopButton shopId={shop.id} logic={contact} size="sm" />}
    </HStack>
  )
}
