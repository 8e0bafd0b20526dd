import { Button, Checkbox, Fieldset, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { filterDrawerMachine, type FilterSelection } from '../../../machines/catalog/filterDrawer'
import { noPrice, type PriceText, toPriceText, toUsdRange } from '../../../machines/catalog/priceRange'
import { DrawerShell } from '../DrawerShell'
import { FilterButton } from './FilterButton'
import type { FilterDrawerProps } from './FilterDrawer'
import { filterCount, filterGroups, groupLimits, type FilterGroup } from './filterGroups'
import { PriceInputs } from './PriceInputs'
import { useShopperRate } from './shopperRate'

const noGroups: FilterGroup[] = []

/** The 400 px drawer of grouped checkboxes, driven by the filter drawer machine. */
export function FilterDrawerPanel({ options, groups: extra = noGroups, selected, price, onApply, defaultOpen = false }: FilterDrawerProps) {
  const { i18n } = useLingui()
  const groups = useMemo(() => [...(options ? filterGroups(options, i18n) : []), ...extra], [options, extra, i18n])
  const limits = useMemo(() => groupLimits(groups), [groups])
  const rate = useShopperRate(price !== undefined)
  const priceText = price && rate ? toPriceText(price, rate) : noPrice
  const actor = useActorRef(filterDrawerMachine, { input: { limits, applied: selected, price: priceText } })
  const open = useSelector(actor, (s) => s.matches('open'))
  const draft = useSelector(actor, (s) => s.context.draft)
  const draftPrice = useSelector(actor, (s) => s.context.price)

  // Compared by content: a parent may rebuild an equal selection on every render.
  const selectedKey = JSON.stringify([selected, priceText])
  useEffect(() => {
    const [applied, text] = JSON.parse(selectedKey) as [FilterSelection, PriceText]
    actor.send({ type: 'SYNC', applied, limits, price: text })
  }, [actor, selectedKey, limits])
  useEffect(() => {
    // Without the rate the inputs are not shown: the list keeps its range.
    const subscription = actor.on('applied', (e) => onApply(e.selection, price && rate ? toUsdRange(e.price, rate) : price))
    return () => subscription.unsubscribe()
  }, [actor, onApply, price, rate])
  useEffect(() => {
    if (defaultOpen) actor.send({ type: 'OPEN' })
  }, [actor, defaultOpen])

  const count = filterCount(selected, price)
  return (
    <DrawerShell
      open={open}
      onOpenChange={(next) => actor.send({ type: next ? 'OPEN' : 'CANCEL' })}
      placement="end"
      trigger={<FilterButton count={count} />}
      title={<Trans>Filter</Trans>}
      headerProps={{ borderBottomWidth: '1px' }}
      titleProps={{ textStyle: '2xl' }}
      contentProps={{ maxW: { base: '100vw', sm: '400px' }, w: '400px' }}
      bodyProps={{ py: '6' }}
      footerProps={{ borderTopWidth: '1px', gap: '3' }}
      footer={
        <>
          <Button flex="1" variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'CLEAR' })}>
            <Trans>Clear all</Trans>
          </Button>
          <Button flex="1" borderRadius="none" onClick={() => actor.send({ type: 'APPLY' })}>
            <Trans>Filter</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="8">
        {price && rate && (
          <PriceInputs value={draftPrice} currencyCode={rate.code} onChange={(end, text) => actor.send({ type: 'PRICE', end, text })} />
        )}
        {groups.length === 0 && (
          <Text color="fg.muted">
            <Trans>No filters for these pieces.</Trans>
          </Text>
        )}
        {groups.map((group) => (
          <GroupList
            key={group.key}
            group={group}
            chosen={draft[group.key] ?? []}
            onToggle={(value) => actor.send({ type: 'TOGGLE', group: group.key, value })}
          />
        ))}
      </Stack>
    </DrawerShell>
  )
}

/** Values a group shows before "show all". */
const shownValues = 8

/** A group: collapsed unless a value of it is chosen; a long one shows 8 values, and a chosen one among the rest shows them all. */
function GroupList({ group, chosen, onToggle }: { group: FilterGroup; chosen: number[]; onToggle: (value: number) => void }) {
  const { i18n } = useLingui()
  const [expanded, setExpanded] = useState(chosen.length > 0)
  const [all, setAll] = useState(() => group.values.slice(shownValues).some((v) => chosen.includes(v.id)))
  const values = all ? group.values : group.values.slice(0, shownValues)
  const listId = `filter-group-${group.key}`
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" mb={expanded ? '3' : '0'} w="full">
        <Button
          variant="plain"
          size="xs"
          p="0"
          h="auto"
          w="full"
          justifyContent="space-between"
          color="inherit"
          textStyle="xs"
          letterSpacing="caps"
          textTransform="uppercase"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          <HStack gap="2">
            <span>{group.title}</span>
            {group.limit === 1 && (
              <Text as="span" textTransform="none" letterSpacing="normal" color="fg.subtle">
                <Trans>(one choice)</Trans>
              </Text>
            )}
          </HStack>
          {expanded ? <ChevronUp size={14} aria-hidden /> : <ChevronDown size={14} aria-hidden />}
        </Button>
      </Fieldset.Legend>
      <Stack gap="2.5" id={listId} hidden={!expanded}>
        {expanded &&
          values.map((value) => (
            <Checkbox.Root
              key={value.id}
              size="sm"
              checked={chosen.includes(value.id)}
              // A value that would show nothing with the other choices cannot be chosen; a chosen one can still be let go.
              disabled={value.count === 0 && !chosen.includes(value.id)}
              onCheckedChange={() => onToggle(value.id)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control borderRadius="none" />
              <Checkbox.Label fontWeight="normal">
                {value.label}
                {value.count !== undefined && (
                  <>
                    {' '}
                    <Text as="span" color="fg.muted">
                      ({i18n.number(value.count)})
                    </Text>
                  </>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        {expanded && !all && group.values.length > shownValues && (
          <Button variant="plain" size="xs" p="0" h="auto" alignSelf="start" textDecoration="underline" onClick={() => setAll(true)}>
            <Trans>Show all {group.values.length}</Trans>
          </Button>
        )}
      </Stack>
    </Fieldset.Root>
  )
}
