import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { StatusLabel } from './labels'

export { type Column, LogTable } from '../../components/LogTable'

/** A status as a badge in its colour. */
export function StatusBadge({ status }: { status: StatusLabel }) {
  const { t } = useLingui()
  return (
    <Badge colorPalette={status.palette} variant="subtle" borderRadius="none">
      {t(status.label)}
    </Badge>
  )
}
