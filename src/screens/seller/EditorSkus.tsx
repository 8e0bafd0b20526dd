import { Box, Button, chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { tableCss } from '../../components/tableCss'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { sellerLimits } from '../../../contract/seller'
import { amountText, centsOf, dollarText } from '../../../machines/lib/dollars'
import { bulkEdit, editSku, type SkuColumn } from '../../../machines/seller/skuGrid'
import { type EditorPartProps, editOf, editorFieldIds, useProduct } from './editorParts'

const nameOf = (options: readonly { id: number; name: string }[], id: number) => options.find((o) => o.id === id)?.name ?? ''

/** The SKU grid, a row per colour and size: price and market price in dollars, stock; a bulk row above edits every SKU. */
export function EditorSkus({ actor, data, disabled, errorOf }: EditorPartProps) {
  const { t } = useLingui()
  const product = useProduct(actor)
  const edit = editOf(actor)
  const error = errorOf('skus')
  const cell = (at: { colourId: number; sizeId: number }, column: SkuColumn) => (value: number) =>
    edit('skus', editSku(product.skus, at, column, value))
  return (
    <Field.Root invalid={Boolean(error)} id={editorFieldIds.skus}>
      <Stack gap="4" w="full">
        {product.skus.length === 0 ? (
          <Text color="fg.muted" tabIndex={-1}>
            <Trans>Pick at least one colour and one size: each pair is a SKU with its own price and stock.</Trans>
          </Text>
        ) : (
          <>
            <BulkRow disabled={disabled} onBulk={(edit_) => edit('skus', bulkEdit(product.skus, edit_))} />
            <Box overflowX="auto" borderWidth="1px" borderColor="border.muted">
              <Box as="table" css={tableCss}>
                <thead>
                  <tr>
                    <chakra.th scope="col">{t`Colour`}</chakra.th>
                    <chakra.th scope="col">{t`Size`}</chakra.th>
                    <chakra.th scope="col">{t`Price (USD)`}</chakra.th>
                    <chakra.th scope="col">{t`Market price (USD)`}</chakra.th>
                    <chakra.th scope="col">{t`Stock`}</chakra.th>
                  </tr>
                </thead>
                <tbody>
                  {product.skus.map((sku) => {
                    const label = `${nameOf(data.options.colours, sku.colourId)} ${nameOf(data.options.sizes, sku.sizeId)}`
                    return (
                      <tr key={`${sku.colourId}:${sku.sizeId}`}>
                        <td>{nameOf(data.options.colours, sku.colourId)}</td>
                        <td>{nameOf(data.options.sizes, sku.sizeId)}</td>
                        <td>
                          <DollarInput label={t`Price of ${label}`} cents={sku.price} disabled={disabled} onCents={cell(sku, 'price')} />
                        </td>
                        <td>
                          <DollarInput
                            label={t`Market price of ${label}`}
                            cents={sku.marketPrice}
                            disabled={disabled}
                            onCents={cell(sku, 'marketPrice')}
                          />
                        </td>
                        <td>
                          <StockInput label={t`Stock of ${label}`} value={sku.stock} disabled={disabled} onValue={cell(sku, 'stock')} />
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </Box>
            </Box>
          </>
        )}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Stack>
    </Field.Root>
  )
}

/** Set every price, add a number of pieces to every stock. */
function BulkRow({ disabled, onBulk }: { disabled: boolean; onBulk: (edit: Parameters<typeof bulkEdit>[1]) => void }) {
  const { t } = useLingui()
  const [price, setPrice] = useState('')
  const [stock, setStock] = useState('')
  return (
    <HStack gap="4" flexWrap="wrap" align="flex-end">
      <HStack gap="2" align="flex-end">
        <Field.Root w="36">
          <Field.Label fontSize="sm">{t`Every price (USD)`}</Field.Label>
          <Input
            size="sm"
            borderRadius="none"
            inputMode="decimal"
            value={price}
            disabled={disabled}
            onChange={(e) => setPrice(amountText(e.target.value))}
          />
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          borderRadius="none"
          disabled={disabled || !price}
          onClick={() => onBulk({ column: 'price', set: centsOf(price) })}
        >
          <Trans>Set every price</Trans>
        </Button>
      </HStack>
      <HStack gap="2" align="flex-end">
        <Field.Root w="28">
          <Field.Label fontSize="sm">{t`Pieces`}</Field.Label>
          <Input
            size="sm"
            borderRadius="none"
            inputMode="numeric"
            value={stock}
            disabled={disabled}
            onChange={(e) => setStock(e.target.value.replace(/[^\d-]/g, '').slice(0, 6))}
          />
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          borderRadius="none"
          disabled={disabled || !Number(stock)}
          onClick={() => onBulk({ column: 'stock', add: Number(stock) })}
        >
          <Trans>Add to every stock</Trans>
        </Button>
      </HStack>
    </HStack>
  )
}

/** Dollars as typed, up to two decimals; the form holds cents. The typed text stays while it means the same cents ("12." while typing "12.5"). */
function DollarInput({
  label,
  cents,
  disabled,
  onCents,
}: {
  label: string
  cents: number
  disabled: boolean
  onCents: (cents: number) => void
}) {
  const [text, setText] = useState(() => (cents ? dollarText(cents) : ''))
  useEffect(() => setText((typed) => (centsOf(typed) === cents ? typed : dollarText(cents))), [cents])
  return (
    <Input
      size="sm"
      minW="24"
      borderRadius="none"
      inputMode="decimal"
      aria-label={label}
      placeholder="0.00"
      value={text}
      disabled={disabled}
      onChange={(e) => {
        const typed = amountText(e.target.value)
        setText(typed)
        onCents(Math.min(sellerLimits.priceMax, centsOf(typed)))
      }}
    />
  )
}

function StockInput({
  label,
  value,
  disabled,
  onValue,
}: {
  label: string
  value: number
  disabled: boolean
  onValue: (value: number) => void
}) {
  return (
    <Input
      size="sm"
      minW="20"
      borderRadius="none"
      inputMode="numeric"
      aria-label={label}
      value={String(value)}
      disabled={disabled}
      onChange={(e) => onValue(Number(e.target.value.replace(/\D/g, '').slice(0, 5)) || 0)}
    />
  )
}
