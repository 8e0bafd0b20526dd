import { Box, Flex, Heading, HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { memo, useId, type CSSProperties, type ReactNode } from 'react'
import type { ProductCard as Product } from '../../../contract/catalog'
import { stopCount } from '../../../machines/home/carousel'
import { ProductCard } from '../../components/product/ProductCard'
import { useCarousel } from './useCarousel'

const gap = 16
/** docs/behaviour.md#home: 5 items at a 226 px step, so the row is 5 × 226 − 16 px wide on desktops. */
const desktopWidth = `${5 * 226 - gap}px`

export interface ProductCarouselProps {
  title: ReactNode
  eyebrow?: ReactNode
  products: Product[]
  viewAll?: LinkOptions
  /** False keeps it still (stories; reduced motion is honoured anyway). */
  autoplay?: boolean
}

/** A row of product cards moving one card every 3 s; pauses on hover and focus, with previous, next and pause buttons. */
export function ProductCarousel({ title, eyebrow, products, viewAll, autoplay = true }: ProductCarouselProps) {
  const { t } = useLingui()
  const trackId = useId()
  const headingId = useId()
  const { actor, viewRef, perPage, index, playing, stopped } = useCarousel(products.length, { autoplay })
  const movable = stopCount(products.length, perPage) > 1
  if (products.length === 0) return null
  const track = { '--per-page': perPage, '--index': index, '--gap': `${gap}px` } as CSSProperties
  return (
    <Box
      as="section"
      ref={viewRef}
      aria-roledescription={t`carousel`}
      aria-labelledby={headingId}
      maxW={{ base: 'full', xl: desktopWidth }}
      mx="auto"
      px={{ base: '4', md: '8', xl: '0' }}
      onPointerEnter={() => actor.send({ type: 'POINTER_ENTER' })}
      onPointerLeave={() => actor.send({ type: 'POINTER_LEAVE' })}
      onFocus={() => actor.send({ type: 'FOCUS_IN' })}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && actor.send({ type: 'FOCUS_OUT' })}
    >
      <Flex align="flex-end" justify="space-between" gap="4" mb={{ base: '5', md: '7' }}>
        <Stack gap="2">
          {eyebrow && (
            <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" id={headingId} fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} lineHeight="1.1">
            {title}
          </Heading>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          {viewAll && (
            <ChakraLink
              asChild
              textStyle="xs"
              letterSpacing="caps"
              textTransform="uppercase"
              mr="3"
              textDecoration="underline"
              textUnderlineOffset="4px"
              hideBelow="md"
            >
              <Link {...viewAll}>
                <Trans>View all</Trans>
              </Link>
            </ChakraLink>
          )}
          {movable && (
            <>
              <RoundButton
                label={stopped ? t`Play the carousel` : t`Pause the carousel`}
                onClick={() => actor.send({ type: 'TOGGLE_PLAY' })}
                controls={trackId}
              >
                {stopped ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
              </RoundButton>
              <RoundButton label={t`Previous`} onClick={() => actor.send({ type: 'PREV' })} controls={trackId}>
                <ChevronLeft size={18} strokeWidth={1.5} aria-hidden />
              </RoundButton>
              <RoundButton label={t`Next`} onClick={() => actor.send({ type: 'NEXT' })} controls={trackId}>
                <ChevronRight size={18} strokeWidth={1.5} aria-hidden />
              </RoundButton>
            </>
          )}
        </HStack>
      </Flex>
      <Box overflow="hidden" mx="-1" px="1" py="1">
        <Box
          as="ul"
          id={trackId}
          aria-live={playing ? 'off' : 'polite'}
          display="flex"
          gap="var(--gap)"
          listStyleType="none"
          style={track}
          transform="translateX(calc(var(--index) * -1 * (100% + var(--gap)) / var(--per-page)))"
          transition="transform 0.6s cubic-bezier(.2,.7,.2,1)"
          css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        >
          {products.map((product, i) => (
            <Slide
              key={`${product.shopId}-${product.productId}`}
              product={product}
              label={t`${i + 1} of ${products.length}`}
              inView={i >= index && i < index + perPage}
            />
          ))}
        </Box>
      </Box>
      {viewAll && (
        <ChakraLink
          asChild
          textStyle="xs"
          letterSpacing="caps"
          textTransform="uppercase"
          mt="6"
          textDecoration="underline"
          textUnderlineOffset="4px"
          hideFrom="md"
        >
          <Link {...viewAll}>
            <Trans>View all</Trans>
          </Link>
        </ChakraLink>
      )}
    </Box>
  )
}

/** One card of the row: drawn again only when it enters or leaves the view, not at every move. */
const Slide = memo(function Slide({ product, label, inView }: { product: Product; label: string; inView: boolean }) {
  const { t } = useLingui()
  return (
    <Box
      as="li"
      flex="0 0 calc((100% - (var(--per-page) - 1) * var(--gap)) / var(--per-page))"
      minW="0"
      aria-roledescription={t`slide`}
      aria-label={label}
      inert={!inView}
    >
      <ProductCard product={product} />
    </Box>
  )
})

function RoundButton({
  label,
  onClick,
  controls,
  children,
}: {
  label: string
  onClick: () => void
  controls: string
  children: ReactNode
}) {
  return (
    <IconButton
      variant="outline"
      size="sm"
      borderRadius="full"
      borderColor="border.emphasized"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      {children}
    </IconButton>
  )
}
