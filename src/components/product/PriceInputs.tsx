import { Fieldset, HStack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type PriceProblem, type PriceText, priceProblem } from '../../../machines/catalog/priceRange'
import { TextField } from '../form/TextField'

const problems: Record<PriceProblem, MessageDescriptor> = {
  notANumber: msg`Enter the price as a number, such as 25 or 25.50.`,
  negative: msg`A price cannot be below zero.`,
  minAboveMax: msg`The lowest price is above the highest.`,
}

/** What is wrong with each end: its own text first, then the pair's order (shown on the highest). */
export function endProblems(text: PriceText): Record<keyof PriceText, PriceProblem | undefined> {
  const pair = priceProblem(text)
  return {
    min: priceProblem({ min: text.min, max: '' }),
    max: priceProblem({ min: '', max: text.max }) ?? (pair === 'minAboveMax' ? pair : undefined),
  }
}

export interface PriceInputsProps {
  value: PriceText
  /** The shopper's currency, named beside the legend. */
  currencyCode: string
  onChange: (end: keyof PriceText, text: string) => void
}

/** The drawer's lowest and highest price, typed in the shopper's currency. */
export function PriceInputs({ value, currencyCode, onChange }: PriceInputsProps) {
  const { i18n } = useLingui()
  const problem = endProblems(value)
  const error = (end: keyof PriceText) => {
    const p = problem[end]
    return p ? i18n._(problems[p]) : null
  }
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" mb="3">
        <Trans>Price</Trans>{' '}
        <Text as="span" textTransform="none" letterSpacing="normal" color="fg.subtle">
          ({currencyCode})
        </Text>
      </Fieldset.Legend>
      <HStack gap="3" align="start">
        <TextField
          label={<Trans>Lowest price</Trans>}
          value={value.min}
          onValueChange={(text) => onChange('min', text)}
          error={error('min')}
          inputMode="decimal"
          size="sm"
          borderRadius="none"
        />
        <TextField
          label={<Trans>Highest price</Trans>}
          value={value.max}
          onValueChange={(text) => onChange('max', text)}
          error={error('max')}
          inputMode="decimal"
          size="sm"
          borderRadius="none"
        />
      </HStack>
    </Fieldset.Root>
  )
}
