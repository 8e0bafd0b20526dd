import {
  AspectRatio,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Grid,
  Heading,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ProductDetail } from '../../../contract/catalog'
import type { quickViewMachine } from '../../../machines/catalog/quickView'
import { Price } from '../../components/product'
import { QuickViewSlider } from './QuickViewSlider'

export type QuickViewActor = ActorRefFrom<typeof quickViewMachine>

/** The shop page's quick-view popup: images in a slider, name, price, sizes, a link to the full page. */
export function QuickViewDialog({ actor }: { actor: QuickViewActor }) {
  const { t } = useLingui()
  const open = useSelector(actor, (s) => !s.matches('closed'))
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'open'))
  const product = useSelector(actor, (s) => s.context.product)
  const failure = useSelector(actor, (s) => s.context.failure)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && actor.send({ type: 'CLOSE' })}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="none" bg="bg" overflow="hidden" aria-busy={status === 'loading'}>
            {status === 'loading' && (
              <>
                <Dialog.Title asChild>
                  <VisuallyHidden>{t`Quick view`}</VisuallyHidden>
                </Dialog.Title>
                <QuickViewSkeleton label={t`Loading the product`} />
              </>
            )}
            {status === 'failed' && <QuickViewFailure message={failure} onRetry={() => actor.send({ type: 'RETRY' })} />}
            {status === 'open' && product && <QuickViewBody product={product} actor={actor} />}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t`Close`} bg="bg/80" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function QuickViewBody({ product, actor }: { product: ProductDetail; actor: QuickViewActor }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }}>
      <QuickViewSlider actor={actor} images={product.imglist} name={product.producctName} />
      <Stack gap="5" p={{ base: '6', md: '10' }} justify="center">
        <Stack gap="2">
          <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
            {product.brandName}
          </Text>
          <Dialog.Title asChild>
            <Heading as="h2" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} lineHeight="1.15">
              {product.producctName}
            </Heading>
          </Dialog.Title>
        </Stack>
        <Price price={product.price} marketPrice={product.marketPrice} size="lg" />
        <PropertySummary product={product} />
        <Button asChild borderRadius="none" size="lg" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
          <Link
            to="/productDetail"
            search={{ no: product.productId, shopId: product.shopId }}
            onClick={() => actor.send({ type: 'CLOSE' })}
          >
            <Trans>View full details</Trans>
          </Link>
        </Button>
      </Stack>
    </Grid>
  )
}

/** Each property's values (colour, size...), those with no stock left struck through. */
function PropertySummary({ product }: { product: ProductDetail }) {
  const { t } = useLingui()
  const inStock = new Set(product.skus.filter((s) => s.stock > 0).flatMap((s) => s.properties.map((p) => p.valueId)))
  if (product.properties.length === 0) return null
  return (
    <Stack as="dl" gap="3" borderTopWidth="1px" borderColor="border.muted" pt="5">
      {product.properties.map((property) => (
        <Flex key={property.propertyId} gap="3" align="baseline">
          <Text as="dt" textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" minW="20">
            {property.name}
          </Text>
          <HStack as="dd" gap="2" flexWrap="wrap" textStyle="sm">
            {property.values.map((value) =>
              inStock.has(value.valueId) ? (
                <Text as="span" key={value.valueId} borderWidth="1px" borderColor="border.emphasized" px="2" py="0.5">
                  {value.name}
                </Text>
              ) : (
                <Text as="del" key={value.valueId} color="fg.subtle" px="2" py="0.5" title={t`Sold out`}>
                  {value.name}
                </Text>
              ),
            )}
          </HStack>
        </Flex>
      ))}
    </Stack>
  )
}

function QuickViewSkeleton({ label }: { label: string }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }} aria-label={label}>
      <AspectRatio ratio={3 / 4}>
        <Skeleton borderRadius="none" />
      </AspectRatio>
      <Stack gap="4" p={{ base: '6', md: '10' }} justify="center">
        <Skeleton h="3" w="30%" />
        <Skeleton h="8" w="80%" />
        <Skeleton h="6" w="25%" />
        <Skeleton h="16" />
        <Skeleton h="11" />
      </Stack>
    </Grid>
  )
}

function QuickViewFailure({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <Box p={{ base: '10', md: '16' }} textAlign="center">
      <Stack gap="5" align="center">
        <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
          <Trans>This piece could not be shown.</Trans>
        </Dialog.Title>
        {message && <Text color="fg.muted">{message}</Text>}
        <Button variant="outline" borderRadius="none" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Box>
  )
}
