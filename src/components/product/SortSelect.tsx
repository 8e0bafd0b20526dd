import { Box, chakra, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { useId } from 'react'

export interface SortOption<V extends number> {
  value: V | undefined
  label: string
}

/** A labelled native select of numbers (sorts, years); `undefined` is the default (order, every year). */
export function SortSelect<V extends number>({
  value,
  options,
  onChange,
  label,
  labelAlways = false,
}: {
  value: V | undefined
  options: SortOption<V>[]
  onChange: (value: V | undefined) => void
  /** "Sort by" unless given. */
  label?: string
  /** Shows the label on phones too (it hides below 480 px otherwise, where a sort speaks for itself). */
  labelAlways?: boolean
}) {
  const { t } = useLingui()
  const id = useId()
  const name = label ?? t`Sort by`
  return (
    <HStack gap="3" maxW="full" minW="0">
      <chakra.label
        htmlFor={id}
        textStyle="xs"
        letterSpacing="caps"
        textTransform="uppercase"
        color="fg.muted"
        whiteSpace="nowrap"
        hideBelow={labelAlways ? undefined : 'sm'}
      >
        {name}
      </chakra.label>
      <Box position="relative" minW="0">
        <chakra.select
          maxW="full"
          id={id}
          aria-label={name}
          appearance="none"
          bg="transparent"
          borderWidth="1px"
          borderColor="border.emphasized"
          h="8"
          ps="3"
          pe="8"
          textStyle="sm"
          cursor="pointer"
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : (Number(e.currentTarget.value) as V))}
        >
          {options.map((o) => (
            <option key={o.value ?? 'default'} value={o.value ?? ''}>
              {o.label}
            </option>
          ))}
        </chakra.select>
        <Box position="absolute" right="2.5" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted">
          <ChevronDown size={14} aria-hidden />
        </Box>
      </Box>
    </HStack>
  )
}
