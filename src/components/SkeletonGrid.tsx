import { AspectRatio, SimpleGrid, Skeleton, Stack, type SimpleGridProps, type StackProps } from '@chakra-ui/react'

type Columns = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>

export interface SkeletonGridProps extends Pick<SimpleGridProps, 'gap' | 'rowGap' | 'css'> {
  /** What a screen reader hears while the grid loads. */
  label?: string
  count: number
  /** The columns per breakpoint, unless `css` lays them out. */
  columns?: Columns
  /** The picture's width over its height. */
  ratio: number
  /** The text lines under the picture, as [height, width]. */
  lines?: readonly (readonly [string, string])[]
  /** Props of the n-th card (to hide some below a breakpoint, say). */
  cardProps?: (index: number) => StackProps
  square?: boolean
}

/**
 * The loading state of every card grid (products, shops, brands, designers): a picture and a few
 * lines per card. A label makes it a status: ARIA forbids naming a plain element (axe's
 * aria-prohibited-attr, reported on :root when the grid was gone before axe named it).
 */
export function SkeletonGrid({ label, count, columns, ratio, lines = [], cardProps, square, gap = '6', rowGap, css }: SkeletonGridProps) {
  return (
    <SimpleGrid
      columns={columns}
      css={css}
      gap={gap}
      rowGap={rowGap}
      aria-busy="true"
      role={label ? 'status' : undefined}
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="3" {...cardProps?.(i)}>
          <AspectRatio ratio={ratio}>
            <Skeleton borderRadius={square ? 'none' : undefined} />
          </AspectRatio>
          {lines.map(([height, width], line) => (
            <Skeleton key={line} height={height} width={width} />
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  )
}
