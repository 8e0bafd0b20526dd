import { Field, NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

export interface SortOption<V extends number> {
  value: V | undefined
  label: string
}

/** A labelled native select of sorts; `undefined` is the default order. */
export function SortSelect<V extends number>({ value, options, onChange }: { value: V | undefined; options: SortOption<V>[]; onChange: (value: V | undefined) => void }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label htmlFor={id} textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" whiteSpace="nowrap">
        {t`Sort by`}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto" minW="40">
        <NativeSelect.Field
          id={id}
          borderRadius="none"
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : (Number(e.currentTarget.value) as V))}
        >
          {options.map((o) => (
            <option key={o.value ?? 'default'} value={o.value ?? ''}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
