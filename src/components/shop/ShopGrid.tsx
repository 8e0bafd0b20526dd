import { SimpleGrid } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { FavouriteShop } from '../../../contract/catalog'
import { SkeletonGrid } from '../SkeletonGrid'
import { ShopCard } from './ShopCard'

/** docs/behaviour.md#shops: 2 columns under 990 px, 4 from 990 to 1200, 6 above. */
export const shopGridColumns = { base: 2, lg: 4, xl: 6 } as const

type Columns = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>
const gaps = { gap: { base: '4', md: '6' }, rowGap: { base: '8', md: '10' } } as const

export function ShopGrid<T extends FavouriteShop>({
  shops,
  actionFor,
  columns = shopGridColumns,
}: {
  shops: T[]
  actionFor?: (shop: T) => ReactNode
  columns?: Columns
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} {...gaps}>
      {shops.map((shop, i) => (
        <li key={shop.id}>
          <ShopCard shop={shop} eager={i < shopGridColumns.xl} action={actionFor?.(shop)} />
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

export function ShopGridSkeleton({ label, count = 12, columns = shopGridColumns }: { label: string; count?: number; columns?: Columns }) {
  return <SkeletonGrid label={label} count={count} columns={columns} ratio={1} lines={shopLines} {...gaps} />
}
