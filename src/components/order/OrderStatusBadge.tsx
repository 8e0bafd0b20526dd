import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { orderStatusLabels } from './orderLabels'

/** An order's status as a badge in its colour. */
export function OrderStatusBadge({ status }: { status: number }) {
  const { i18n } = useLingui()
  const label = orderStatusLabels[status]
  if (!label) return null
  return (
    <Badge colorPalette={label.palette} variant="subtle" borderRadius="none" textTransform="uppercase" letterSpacing="wider">
      {i18n._(label.label)}
    </Badge>
  )
}
