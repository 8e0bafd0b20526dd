import { Field, HStack, Input, type InputProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  /** The translated message of the field's error; the field turns red when set. */
  error?: string | null
  helper?: ReactNode
  /** Shown at the end of the input row (a send-code button, a captcha image). */
  aside?: ReactNode
}

/** A labelled text input with its error message underneath, as every account form uses. */
export function TextField({ label, value, onValueChange, error, helper, aside, required, ...input }: TextFieldProps) {
  const control = <Input value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide">
        {label}
      </Field.Label>
      {aside ? (
        <HStack gap="2" width="full" align="stretch">
          {control}
          {aside}
        </HStack>
      ) : (
        control
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  )
}
