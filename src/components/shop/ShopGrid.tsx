import { SimpleGrid } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { FavouriteShop } from '../../../contract/catalog'
import { SkeletonGrid } from '../SkeletonGrid'
import { ShopCard } from './ShopCard'

const repeat = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` })

/**
 * docs/behaviour.md#shops, SPEC.md's shop grid breakpoints 600, 990 and 1200: one shop a row under
 * 600 px (a row card), 2 under 990, 4 under 1200, 6 from 1200. Raw widths: the theme's breakpoints
 * are 768, 990 and 1201 (the mobile header).
 */
export const shopDirectoryGrid = {
  ...repeat(1),
  '@media (min-width: 600px)': repeat(2),
  '@media (min-width: 990px)': repeat(4),
  '@media (min-width: 1200px)': repeat(6),
} as const
/** The most shops a row: the first row's logos load at once. */
const widestRow = 6

type Columns = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>
const gaps = { gap: { base: '4', md: '6' }, rowGap: { base: '8', md: '10' } } as const

export function ShopGrid<T extends FavouriteShop>({
  shops,
  actionFor,
  columns,
}: {
  shops: T[]
  actionFor?: (shop: T) => ReactNode
  /** Columns other than the directory's. */
  columns?: Columns
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} css={columns ? undefined : shopDirectoryGrid} {...gaps}>
      {shops.map((shop, i) => (
        <li key={shop.id}>
          <ShopCard shop={shop} eager={i < widestRow} action={actionFor?.(shop)} rowOnPhones={!columns} />
        </li>
      ))}
    </SimpleGrid>
  )
}

const shopLines = [
  ['5', '70%'],
  ['3', '90%'],
  ['3', '40%'],
] as const

export function ShopGridSkeleton({ label, count = 12, columns }: { label: string; count?: number; columns?: Columns }) {
  return (
    <SkeletonGrid
      label={label}
      count={count}
      columns={columns}
      css={columns ? undefined : shopDirectoryGrid}
      ratio={1}
      lines={shopLines}
      {...gaps}
    />
  )
}
