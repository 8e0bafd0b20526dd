import {
  AspectRatio,
  Box,
  Button,
  CloseButton,
  Dialog,
  Grid,
  Heading,
  Link as ChakraLink,
  Portal,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ProductDetail } from '../../../contract/catalog'
import { quickViewImages, type quickViewMachine } from '../../../machines/catalog/quickView'
import { Buy, type BuyMachines } from '../../components/product/Buy'
import { HolidayNotice } from '../../components/shop/HolidayNotice'
import { QuickViewSlider } from './QuickViewSlider'

export type QuickViewActor = ActorRefFrom<typeof quickViewMachine>

/**
 * The shop page's quick view and quick buy: pictures in a slider (the chosen colour's first), name,
 * the product page's buying column (specification, quantity, add to bag, heart) and a link to the full page.
 */
export function QuickViewDialog({ actor, buy }: { actor: QuickViewActor; buy: BuyMachines }) {
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
            {status === 'open' && product && <QuickViewBody product={product} actor={actor} buy={buy} />}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t`Close`} bg="bg/80" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function QuickViewBody({ product, actor, buy }: { product: ProductDetail; actor: QuickViewActor; buy: BuyMachines }) {
  const selection = useSelector(actor, (s) => s.children.selection)
  const colour = useSelector(actor, (s) => s.context.colour)
  const images = useMemo(() => quickViewImages({ product, colour }), [product, colour])
  const close = () => actor.send({ type: 'CLOSE' })
  return (
    <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }}>
      <QuickViewSlider actor={actor} images={images} name={product.producctName} />
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
        <HolidayNotice holiday={product.shop.holiday} />
        {selection && (
          <Buy
            product={product}
            machines={buy}
            selection={selection}
            added={
              <>
                <Trans>Added to your bag</Trans>
                {' · '}
                <ChakraLink asChild textDecoration="underline">
                  <Link to="/basket" onClick={close}>
                    <Trans>View your bag</Trans>
                  </Link>
                </ChakraLink>
              </>
            }
          />
        )}
        <ChakraLink asChild textStyle="sm" textDecoration="underline" w="fit-content">
          <Link to="/productDetail" search={{ no: product.productId, shopId: product.shopId, colour: colour?.valueId }} onClick={close}>
            <Trans>View full details</Trans>
          </Link>
        </ChakraLink>
      </Stack>
    </Grid>
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
