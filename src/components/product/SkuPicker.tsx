import { Box, Button, Fieldset, HStack, IconButton, Input, Text, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Minus, Plus } from 'lucide-react'
import { isAvailable, quantityLimit, type SkuSelectionContext } from '../../../machines/catalog/skuSelection'

type Send = (event: { type: 'CHOOSE'; propertyId: number; valueId: number }) => void

/** One row per property: colour swatches or size buttons; values that cannot be bought are disabled. */
export function SkuPicker({ selection, onChoose }: { selection: SkuSelectionContext; onChoose: Send }) {
  return (
    <>
      {selection.properties.map((property) => {
        const chosen = property.values.find((v) => v.valueId === selection.chosen[property.propertyId])
        const swatches = property.values.some((v) => v.swatch)
        return (
          <Fieldset.Root key={property.propertyId}>
            <Fieldset.Legend textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" mb="2">
              {property.name}
              {chosen && (
                <Text as="span" color="fg" textTransform="none" letterSpacing="normal" ms="2">
                  {chosen.name}
                </Text>
              )}
            </Fieldset.Legend>
            <Wrap gap="2">
              {property.values.map((value) => {
                const pressed = chosen?.valueId === value.valueId
                const available = isAvailable(selection, property.propertyId, value.valueId)
                const common = {
                  'aria-pressed': pressed,
                  disabled: !available && !pressed,
                  onClick: () => onChoose({ type: 'CHOOSE', propertyId: property.propertyId, valueId: value.valueId }),
                }
                return swatches ? (
                  <Swatch
                    key={value.valueId}
                    name={value.name}
                    colour={value.swatch ?? '#ccc'}
                    pressed={pressed}
                    available={available}
                    {...common}
                  />
                ) : (
                  <Button
                    key={value.valueId}
                    size="sm"
                    minW="12"
                    borderRadius="none"
                    variant={pressed ? 'solid' : 'outline'}
                    borderColor={pressed ? 'fg' : 'border.emphasized'}
                    textDecoration={available ? undefined : 'line-through'}
                    {...common}
                  >
                    {value.name}
                  </Button>
                )
              })}
            </Wrap>
          </Fieldset.Root>
        )
      })}
    </>
  )
}

function Swatch({
  name,
  colour,
  pressed,
  available,
  ...rest
}: {
  name: string
  colour: string
  pressed: boolean
  available: boolean
  disabled: boolean
  onClick: () => void
  'aria-pressed': boolean
}) {
  const { t } = useLingui()
  return (
    <Button
      {...rest}
      title={name}
      aria-label={available ? name : t`${name} (unavailable)`}
      size="sm"
      p="0.5"
      minW="9"
      h="9"
      borderRadius="full"
      variant="outline"
      borderColor={pressed ? 'fg' : 'transparent'}
      _disabled={{ opacity: 0.35, cursor: 'not-allowed' }}
    >
      <Box w="full" h="full" borderRadius="full" bg={colour} borderWidth="1px" borderColor="border.emphasized" position="relative">
        {!available && <Box position="absolute" top="50%" left="-10%" w="120%" h="1px" bg="fg" transform="rotate(-45deg)" />}
      </Box>
    </Button>
  )
}

type QuantityEvent = { type: 'INCREMENT' } | { type: 'DECREMENT' } | { type: 'SET_QUANTITY'; quantity: number }

/** Quantity 1..min(99, stock). */
export function QuantityStepper({ selection, send }: { selection: SkuSelectionContext; send: (event: QuantityEvent) => void }) {
  const { t } = useLingui()
  const max = quantityLimit(selection.sku)
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted" mb="2">
        <Trans>Quantity</Trans>
      </Fieldset.Legend>
      <HStack gap="0" borderWidth="1px" borderColor="border.emphasized" w="fit-content">
        <IconButton
          variant="ghost"
          size="sm"
          borderRadius="none"
          aria-label={t`Fewer`}
          disabled={selection.quantity <= 1}
          onClick={() => send({ type: 'DECREMENT' })}
        >
          <Minus size={14} aria-hidden />
        </IconButton>
        <Input
          aria-label={t`Quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={selection.quantity}
          onChange={(e) => send({ type: 'SET_QUANTITY', quantity: Number(e.currentTarget.value) })}
          w="14"
          size="sm"
          textAlign="center"
          border="none"
          borderRadius="none"
        />
        <IconButton
          variant="ghost"
          size="sm"
          borderRadius="none"
          aria-label={t`More`}
          disabled={selection.quantity >= max}
          onClick={() => send({ type: 'INCREMENT' })}
        >
          <Plus size={14} aria-hidden />
        </IconButton>
      </HStack>
    </Fieldset.Root>
  )
}
