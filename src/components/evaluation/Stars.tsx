import { chakra, HStack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { useId } from 'react'
import { evaluationLimits } from '../../../contract/evaluation'

const scores = Array.from({ length: evaluationLimits.maxScore }, (_, i) => i + 1)

/** Read-only stars: `value` of 5 (decimals round to the nearest star), with the number for screen readers. */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  const { t } = useLingui()
  const filled = Math.round(value)
  return (
    <HStack gap="0.5" color="fg" role="img" aria-label={t`${value} out of 5 stars`}>
      {scores.map((n) => (
        <Star
          key={n}
          size={size}
          strokeWidth={1.5}
          aria-hidden
          fill={n <= filled ? 'currentColor' : 'none'}
          opacity={n <= filled ? 1 : 0.35}
        />
      ))}
    </HStack>
  )
}

export interface StarRatingProps {
  label: string
  /** 0 until the shopper rates. */
  value: number
  onChange: (score: number) => void
  invalid?: boolean
  disabled?: boolean
}

/**
 * A 1-5 rating as a group of radio buttons drawn as stars: arrow keys move and choose, Tab leaves
 * the group, screen readers hear "3 stars" and the group's name.
 */
export function StarRating({ label, value, onChange, invalid = false, disabled = false }: StarRatingProps) {
  const { t } = useLingui()
  const name = useId()
  return (
    <chakra.fieldset display="flex" alignItems="center" gap="3" flexWrap="wrap" disabled={disabled} aria-invalid={invalid || undefined}>
      <Text as="legend" float="left" textStyle="sm" minW="36" color={invalid ? 'fg.error' : 'fg.muted'}>
        {label}
      </Text>
      <HStack gap="1">
        {scores.map((n) => (
          <chakra.label
            key={n}
            position="relative"
            color={n <= value ? 'fg' : invalid ? 'fg.error' : 'fg.subtle'}
            p="0.5"
            css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'fg', outlineOffset: '1px' } }}
          >
            {/* The radio itself covers its star, unseen: a click on the star is a click on it. */}
            <chakra.input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              disabled={disabled}
              aria-label={t`${plural(n, { one: '# star', other: '# stars' })}`}
              position="absolute"
              inset="0"
              w="full"
              h="full"
              m="0"
              opacity="0"
              zIndex="1"
              cursor={disabled ? 'default' : 'pointer'}
            />
            <Star size={22} strokeWidth={1.5} aria-hidden fill={n <= value ? 'currentColor' : 'none'} />
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  )
}
