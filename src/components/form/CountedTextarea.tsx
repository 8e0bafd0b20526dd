import { Field, HStack, Text, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface CountedTextareaProps {
  /** The textarea's id (a form moves focus to its first failing field). */
  id?: string
  label: ReactNode
  value: string
  onValueChange: (text: string) => void
  /** The most characters once trimmed; the counter turns red above it. */
  max: number
  placeholder?: string
  /** The translated message of the field's error. */
  error: string | null
  disabled?: boolean
}

/** A labelled textarea with its error and a "12/500" counter of the trimmed text; typing a little over the limit is allowed, so the rule can say so. */
export function CountedTextarea({ id, label, value, onValueChange, max, placeholder, error, disabled }: CountedTextareaProps) {
  const length = value.trim().length
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} id={id}>
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
      </Field.Label>
      <Textarea
        borderRadius="none"
        rows={4}
        value={value}
        maxLength={max + 100}
        placeholder={placeholder}
        onChange={(e) => onValueChange(e.target.value)}
      />
      <HStack justify="space-between" w="full" align="flex-start">
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <span />}
        <Text textStyle="xs" color={length > max ? 'fg.error' : 'fg.muted'} aria-live="polite">
          {length}/{max}
        </Text>
      </HStack>
    </Field.Root>
  )
}
