import { Button, HStack, Input } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Search } from 'lucide-react'
import { useEffect } from 'react'
import { orderNoMax, type RefundFilters, afterSaleListFiltersMachine } from '../../../machines/afterSale/afterSaleListFilters'
import { SortSelect } from '../../components/product/SortSelect'
import { afterSaleStatusLabels, afterSaleWayLabels } from '../../components/afterSale/labels'
import { caps } from '../../components/afterSale/AfterSaleListParts'

export interface AfterSaleListFiltersProps {
  /** What the URL says is applied. */
  filters: RefundFilters
  onFilters: (filters: RefundFilters) => void
}

/** The mode and status lists (applied as chosen), the order number search (applied when searched) and reset. */
export function AfterSaleListFilters({ filters, onFilters }: AfterSaleListFiltersProps) {
  const { t, i18n } = useLingui()
  const actor = useActorRef(afterSaleListFiltersMachine, { input: { filters } })
  const applied = useSelector(actor, (s) => s.context.applied)
  const typed = useSelector(actor, (s) => s.context.typed)
  const resettable = useSelector(actor, (s) => s.can({ type: 'RESET' }))

  const { way, status, orderNo } = filters
  useEffect(() => actor.send({ type: 'SYNC', filters: { way, status, orderNo } }), [actor, way, status, orderNo])
  useEffect(() => {
    const subscription = actor.on('applied', (e) => onFilters(e.filters))
    return () => subscription.unsubscribe()
  }, [actor, onFilters])

  const ways = Object.entries(afterSaleWayLabels).map(([value, label]) => ({ value: Number(value), label: i18n._(label) }))
  const statuses = Object.entries(afterSaleStatusLabels).map(([value, { label }]) => ({ value: Number(value), label: i18n._(label) }))
  return (
    <HStack gap="3" wrap="wrap" align="center">
      <SortSelect
        label={t`Mode`}
        value={applied.way}
        options={[{ value: undefined, label: t`All modes` }, ...ways]}
        onChange={(next) => actor.send({ type: 'WAY', way: next })}
      />
      <SortSelect
        label={t`Status`}
        value={applied.status}
        options={[{ value: undefined, label: t`All statuses` }, ...statuses]}
        onChange={(next) => actor.send({ type: 'STATUS', status: next })}
      />
      <HStack
        as="form"
        role="search"
        gap="0"
        flex="1"
        minW="56"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'SEARCH' })
        }}
      >
        <Input
          value={typed}
          onChange={(e) => actor.send({ type: 'TYPE', text: e.currentTarget.value })}
          placeholder={t`Order number`}
          aria-label={t`Order number`}
          maxLength={orderNoMax}
          borderRadius="none"
          size="sm"
        />
        <Button type="submit" {...caps} size="sm" aria-label={t`Search after-sales by order number`}>
          <Search size={14} aria-hidden />
          <Trans>Search</Trans>
        </Button>
      </HStack>
      <Button {...caps} size="sm" variant="ghost" disabled={!resettable} onClick={() => actor.send({ type: 'RESET' })}>
        <Trans>Reset</Trans>
      </Button>
    </HStack>
  )
}
