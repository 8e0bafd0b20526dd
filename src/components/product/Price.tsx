import { HStack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Money } from '../Money'

/** A sale price, with the market price struck through when it differs. */
export function Price({ price, marketPrice, size = 'sm' }: { price: number; marketPrice: number; size?: 'sm' | 'lg' }) {
  const { t } = useLingui()
  const reduced = marketPrice > price
  return (
    <HStack gap="2" textStyle={size === 'lg' ? 'xl' : 'sm'} flexWrap="wrap">
      <Text as="span" fontWeight="medium" color={reduced ? 'red.700' : 'fg'} data-price={price}>
        <Money cents={price} />
      </Text>
      {reduced && (
        <Text as="del" color="fg.muted">
          <VisuallyHidden>{t`Was`} </VisuallyHidden>
          <Money cents={marketPrice} />
        </Text>
      )}
    </HStack>
  )
}
