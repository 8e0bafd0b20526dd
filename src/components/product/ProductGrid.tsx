import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ProductCard as Product } from '../../../contract/catalog'
import { useWiderThan } from '../../lib/useMediaQuery'
import { storefrontBreakpoints } from '../../theme'
import { RenderLater } from '../RenderLater'
import { SkeletonGrid } from '../SkeletonGrid'
import { ProductCard } from './ProductCard'

/** Phones 2 columns, tablets 3, desktops 4 (the breakpoints of docs/behaviour.md#layout 768 and 990). */
export const gridColumns = { base: 2, md: 3, lg: 4 } as const
/** Cards in the first row of the widest grid load eagerly. */
const eagerCount = 4
/** Cards that fill a first screen (two rows on phones, two rows of four on wider screens), rendered first; the others follow right after. */
const firstScreen = { phone: 4, wider: 8 }
const gaps = { gap: { base: '4', md: '6' }, rowGap: { base: '8', md: '12' } } as const
const cardLines = [
  ['3', '40%'],
  ['4', '80%'],
  ['4', '30%'],
] as const

export interface ProductGridProps {
  products: Product[]
  /** Shows skeleton cards instead of products. */
  loading?: boolean
  /** How many skeletons while loading. */
  skeletons?: number
  /** What an empty result says; a default message otherwise. */
  empty?: ReactNode
  onQuickView?: (product: Product) => void
  columns?: Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>
}

/** A responsive grid of product cards, with loading skeletons and an empty state. */
export function ProductGrid({ products, loading = false, skeletons = 8, empty, onQuickView, columns = gridColumns }: ProductGridProps) {
  const { t } = useLingui()
  const first = useWiderThan(storefrontBreakpoints.md) ? firstScreen.wider : firstScreen.phone
  if (loading) {
    return <SkeletonGrid label={t`Loading products`} count={skeletons} columns={columns} ratio={3 / 4} lines={cardLines} {...gaps} />
  }
  if (products.length === 0) {
    return (
      <Box py="20" textAlign="center" color="fg.muted">
        {empty ?? (
          <Text textStyle="lg" fontFamily="heading">
            <Trans>No pieces match this selection yet.</Trans>
          </Text>
        )}
      </Box>
    )
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} {...gaps}>
      {products.slice(0, first).map((product, i) => (
        <GridItem key={`${product.shopId}-${product.productId}`} product={product} onQuickView={onQuickView} eager={i < eagerCount} />
      ))}
      <RenderLater>
        {products.slice(first).map((product) => (
          <GridItem key={`${product.shopId}-${product.productId}`} product={product} onQuickView={onQuickView} eager={false} />
        ))}
      </RenderLater>
    </SimpleGrid>
  )
}

function GridItem(props: { product: Product; onQuickView?: (product: Product) => void; eager: boolean }) {
  return (
    <li>
      <ProductCard {...props} />
    </li>
  )
}
