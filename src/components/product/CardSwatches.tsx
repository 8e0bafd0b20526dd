import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import type { CardColour } from '../../../contract/catalog'

export interface CardSwatchesProps {
  colours: CardColour[]
  /** How many colours the product has in all; those beyond `colours` read "+N". */
  total: number
  chosen: number | null
  /** A pointer resting on a swatch (null: it left the row). */
  onPreview: (valueId: number | null) => void
  /** A tap or click on a swatch: chosen, or un-chosen when it already was. */
  onChoose: (valueId: number | null) => void
}

/**
 * A card's colours as round swatches over the card's link: a mouse resting on one shows the product
 * in that colour, a tap or click keeps it shown (touch has no hover), without leaving the list.
 */
export function CardSwatches({ colours, total, chosen, onPreview, onChoose }: CardSwatchesProps) {
  const { t } = useLingui()
  const more = total - colours.length
  return (
    <HStack
      gap="0.5"
      role="group"
      aria-label={t`Colours`}
      position="relative"
      zIndex="1"
      w="fit-content"
      onPointerLeave={() => onPreview(null)}
    >
      {colours.map((c) => (
        <chakra.button
          key={c.valueId}
          type="button"
          title={c.name}
          aria-label={c.name}
          aria-pressed={chosen === c.valueId}
          w="6"
          h="6"
          display="grid"
          placeItems="center"
          borderRadius="full"
          borderWidth="1px"
          borderColor={chosen === c.valueId ? 'fg' : 'transparent'}
          onPointerEnter={(e) => e.pointerType === 'mouse' && onPreview(c.valueId)}
          onClick={() => onChoose(chosen === c.valueId ? null : c.valueId)}
        >
          <Box w="3.5" h="3.5" borderRadius="full" bg={c.swatch} boxShadow="inset 0 0 0 1px rgba(23,21,19,0.25)" />
        </chakra.button>
      ))}
      {more > 0 && (
        <Text as="span" textStyle="xs" color="fg.muted" ps="1">
          <span aria-hidden>+{more}</span>
          <VisuallyHidden>
            <Plural value={more} one="# more colour" other="# more colours" />
          </VisuallyHidden>
        </Text>
      )}
    </HStack>
  )
}
