import { Box, Field, Input } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId } from 'react'

/* Outside components/form (the account's chunk group in vite.config.ts): the seller's editor draws it too. */

export interface SelectOption {
  value: string
  label: string
}

interface SelectProps {
  label: ReactNode
  /** The first option, value '' (nothing chosen); none when a value is always chosen. */
  placeholder?: string
  value: string
  options: readonly SelectOption[]
  error?: string | null
  onChange: (value: string) => void
  autoComplete?: string
  disabled?: boolean
  /** The select's id, for a form that moves focus to its failing field; its own otherwise. */
  id?: string
}

/** A labelled native select, drawn like the text inputs (addresses' countries, the seller's categories and brands). */
export function SelectField({ label, placeholder, value, options, error = null, onChange, autoComplete, disabled, id }: SelectProps) {
  // The label names the select through this id: the field's context does not reach a child drawn with asChild.
  const ownId = useId()
  const selectId = id ?? ownId
  return (
    <Field.Root invalid={Boolean(error)} id={selectId}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide">
        {label}
      </Field.Label>
      {/* A native select drawn by the input's recipe: the theme carries no select recipe. */}
      <Box position="relative" w="full">
        <Input asChild pe="10" cursor="pointer">
          <select
            id={selectId}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            autoComplete={autoComplete}
            aria-invalid={Boolean(error) || undefined}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Input>
        <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted">
          <ChevronDown size={16} aria-hidden />
        </Box>
      </Box>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
