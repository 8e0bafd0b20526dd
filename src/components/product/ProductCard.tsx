import { AspectRatio, Badge, Box, Button, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import { memo, type ReactNode, useState } from 'react'
import type { ProductCard as Product } from '../../../contract/catalog'
import { CardSwatches } from './CardSwatches'
import { Price } from './Price'

/** The intrinsic size of card images (3:4), as HTML attributes so the browser reserves their space before they load. */
export const cardImageSize = { htmlWidth: 600, htmlHeight: 800 } as const

export interface ProductCardProps {
  product: Product
  /** Shows a quick-view button over the image. */
  onQuickView?: (product: Product) => void
  /** Loads the image at once (the first row of a list); later cards load lazily. */
  eager?: boolean
}

/**
 * One product of a grid: 3:4 image, colour swatches (the image follows the one pointed at or
 * chosen), brand, name and price, linking to its detail page (in the colour shown). Kept as drawn while its product is
 * the same, so a carousel's move re-draws no card.
 */
export const ProductCard = memo(function ProductCard({ product, onQuickView, eager = false }: ProductCardProps) {
  const { t } = useLingui()
  const [preview, setPreview] = useState<number | null>(null)
  const [chosen, setChosen] = useState<number | null>(null)
  const colours = product.colours ?? []
  const shown = colours.find((c) => c.valueId === (preview ?? chosen))
  const image = shown?.picUrl ?? product.imglist[0]
  return (
    <LinkBox as="article" className="group" display="flex" flexDirection="column" gap="3">
      <Box position="relative" bg="bg.muted" overflow="hidden">
        <AspectRatio ratio={3 / 4}>
          {image ? (
            <Image
              src={image}
              alt={product.producctName}
              {...cardImageSize}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              objectFit="cover"
              transition="transform 0.6s ease"
              _groupHover={{ transform: 'scale(1.03)' }}
            />
          ) : (
            <Box />
          )}
        </AspectRatio>
        <HStack position="absolute" top="3" left="3" gap="1">
          {product.newFlag && (
            <CardBadge>
              <Trans>New in</Trans>
            </CardBadge>
          )}
          {product.discountFlag && product.marketPrice > product.price && (
            <CardBadge>
              <Trans>Sale</Trans>
            </CardBadge>
          )}
        </HStack>
        {product.collectflag === 1 && (
          <Box position="absolute" top="3" right="3" color="fg" aria-label={t`In your wishlist`} role="img">
            <Heart size={18} strokeWidth={1.5} fill="currentColor" aria-hidden />
          </Box>
        )}
        {onQuickView && (
          <Button
            position="absolute"
            insetX="3"
            bottom="3"
            size="sm"
            variant="solid"
            bg="bg/90"
            color="fg"
            borderRadius="none"
            textTransform="uppercase"
            letterSpacing="wider"
            textStyle="xs"
            zIndex="1"
            opacity={{ base: 1, lg: 0 }}
            _groupHover={{ opacity: 1 }}
            _focusVisible={{ opacity: 1 }}
            onClick={() => onQuickView(product)}
          >
            <Trans>Quick view</Trans>
          </Button>
        )}
      </Box>
      <Stack gap="1">
        {/* The row is kept for one-colour pieces too, so cards of a grid line up. */}
        <Box minH="6">
          {colours.length > 1 && (
            <CardSwatches
              colours={colours}
              total={product.colourCount ?? colours.length}
              chosen={chosen}
              onPreview={setPreview}
              onChoose={setChosen}
            />
          )}
        </Box>
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" truncate>
          {product.brandName}
        </Text>
        <LinkOverlay asChild>
          <Link to="/productDetail" search={{ no: product.productId, shopId: product.shopId, colour: shown?.valueId }}>
            <Text textStyle="sm" lineClamp={2} minH="2lh">
              {product.producctName}
            </Text>
          </Link>
        </LinkOverlay>
        <Price price={product.price} marketPrice={product.marketPrice} />
      </Stack>
    </LinkBox>
  )
})

function CardBadge({ children }: { children: ReactNode }) {
  return (
    <Badge bg="bg" color="fg" borderRadius="none" textTransform="uppercase" letterSpacing="wider" textStyle="2xs" px="2">
      {children}
    </Badge>
  )
}
