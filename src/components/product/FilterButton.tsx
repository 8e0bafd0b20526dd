import { Badge, Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { SlidersHorizontal } from 'lucide-react'
import type { ComponentProps } from 'react'

/** The list's filter button, with the number of filters applied. */
export function FilterButton({ count, ...rest }: { count: number } & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="outline"
      borderRadius="none"
      size="sm"
      borderColor="border.emphasized"
      textTransform="uppercase"
      letterSpacing="wider"
      textStyle="xs"
      {...rest}
    >
      <SlidersHorizontal size={14} aria-hidden />
      <Trans>Filter</Trans>
      {count > 0 && (
        <Badge variant="solid" borderRadius="full" size="xs">
          {count}
        </Badge>
      )}
    </Button>
  )
}
