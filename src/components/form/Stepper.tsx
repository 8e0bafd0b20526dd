import { Field, HStack, IconButton, Input, Text } from '@chakra-ui/react'
import { Minus, Plus } from 'lucide-react'
import type { KeyboardEvent, ReactNode } from 'react'

export interface StepperProps {
  /** The input's id (a form moves focus to its first failing field); the label names it through the field. */
  id: string
  label: ReactNode
  value: string
  onValueChange: (text: string) => void
  onStep: (by: 1 | -1) => void
  /** Whether a step down or up would change the value. */
  canStep: { down: boolean; up: boolean }
  /** The buttons' accessible names. */
  stepLabels: { down: string; up: string }
  inputMode: 'numeric' | 'decimal'
  /** Before the number, a currency sign. */
  prefix?: string
  /** The translated message of the field's error; the field turns red when set. */
  error?: string | null
  helper?: ReactNode
  disabled?: boolean
}

/** A labelled number with − and + beside it; the arrow keys step too. Typing stays free: the form's rules judge it. */
export function Stepper({
  id,
  label,
  value,
  onValueChange,
  onStep,
  canStep,
  stepLabels,
  inputMode,
  prefix,
  error,
  helper,
  disabled,
}: StepperProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const by = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0
    if (!by) return
    e.preventDefault()
    if (by > 0 ? canStep.up : canStep.down) onStep(by)
  }
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} id={id}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide">
        {label}
      </Field.Label>
      <HStack
        gap="0"
        borderWidth="1px"
        borderColor={error ? 'border.error' : 'border.emphasized'}
        w="fit-content"
        // The whole box shows the input's focus, the buttons keep their own.
        css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: error ? 'border.error' : 'fg', outlineOffset: '1px' } }}
      >
        <IconButton
          variant="ghost"
          borderRadius="none"
          aria-label={stepLabels.down}
          disabled={disabled || !canStep.down}
          onClick={() => onStep(-1)}
        >
          <Minus size={16} aria-hidden />
        </IconButton>
        {prefix && (
          <Text ps="2" color="fg.muted" aria-hidden>
            {prefix}
          </Text>
        )}
        <Input
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onKeyDown={onKeyDown}
          inputMode={inputMode}
          autoComplete="off"
          w={inputMode === 'decimal' ? '28' : '16'}
          textAlign="center"
          border="none"
          borderRadius="none"
          focusRing="none"
        />
        <IconButton
          variant="ghost"
          borderRadius="none"
          aria-label={stepLabels.up}
          disabled={disabled || !canStep.up}
          onClick={() => onStep(1)}
        >
          <Plus size={16} aria-hidden />
        </IconButton>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  )
}
