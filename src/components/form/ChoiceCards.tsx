import { Grid, RadioCard, Stack, Text } from '@chakra-ui/react'
import { type ReactNode, useId } from 'react'

export interface Choice {
  value: number
  label: string
  description?: ReactNode
  disabled?: boolean
}

export interface ChoiceCardsProps {
  /** Wraps the group, so a form can bring its first failing field into view. */
  id: string
  label: ReactNode
  choices: readonly Choice[]
  value: number | undefined
  onChange: (value: number) => void
  /** The translated message of the field's error; the cards turn red when set. */
  error: string | null
  disabled?: boolean
}

/** One choice of a few, as cards side by side (one under the other on phones); arrow keys move between them. */
export function ChoiceCards({ id, label, choices, value, onChange, error, disabled }: ChoiceCardsProps) {
  const errorId = useId()
  return (
    <Stack id={id} gap="2">
      <RadioCard.Root
        // One name: the cards are one tab stop, arrow keys move between them.
        name={id}
        value={value === undefined ? null : String(value)}
        onValueChange={(e) => e.value && onChange(Number(e.value))}
        invalid={Boolean(error)}
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        size="sm"
      >
        <RadioCard.Label fontSize="sm" fontWeight="medium" letterSpacing="wide" mb="2">
          {label}
        </RadioCard.Label>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
          {choices.map((c) => (
            <RadioCard.Item key={c.value} value={String(c.value)} disabled={disabled || c.disabled} borderRadius="none">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{c.label}</RadioCard.ItemText>
                  {c.description && <RadioCard.ItemDescription>{c.description}</RadioCard.ItemDescription>}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Grid>
      </RadioCard.Root>
      {error && (
        <Text id={errorId} textStyle="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  )
}
