import { Box, Field, Input, SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { leafCategories, type Named } from './editorData'
import { type EditorPartProps, editOf, editorFieldIds, useProduct } from './editorParts'

/** Population, category (a third-level one of that population's tree), brand and designer. */
export function EditorBasics({ actor, data, disabled, errorOf }: EditorPartProps) {
  const { t } = useLingui()
  const product = useProduct(actor)
  const edit = editOf(actor)
  const populations: Named[] = [
    { id: 2, name: t`Women` },
    { id: 1, name: t`Men` },
    { id: 3, name: t`Children` },
  ]
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <Choice
        id="product-sex"
        label={t`Population`}
        value={product.sex}
        options={populations}
        disabled={disabled}
        onChange={(sex) => edit('sex', sex as 1 | 2 | 3)}
      />
      <Choice
        id={editorFieldIds.categoryId}
        label={t`Category`}
        placeholder={t`Choose a category`}
        value={product.categoryId}
        options={leafCategories(data.trees[product.sex] ?? [])}
        disabled={disabled}
        error={errorOf('categoryId')}
        onChange={(id) => edit('categoryId', id)}
      />
      <Choice
        id={editorFieldIds.brandId}
        label={t`Brand`}
        placeholder={t`Choose a brand`}
        value={product.brandId}
        options={data.options.brands}
        disabled={disabled}
        error={errorOf('brandId')}
        onChange={(id) => edit('brandId', id)}
      />
      <Choice
        id="product-designer"
        label={t`Designer`}
        placeholder={t`No designer`}
        value={product.designerId ?? 0}
        options={data.designers}
        disabled={disabled}
        onChange={(id) => edit('designerId', id || null)}
      />
    </SimpleGrid>
  )
}

interface ChoiceProps {
  id: string
  label: ReactNode
  /** The first option, value 0 (nothing chosen). */
  placeholder?: string
  value: number
  options: readonly Named[]
  disabled: boolean
  error?: string | null
  onChange: (id: number) => void
}

/** A labelled native select of ids, drawn like the text inputs, its rule's message underneath. */
function Choice({ id, label, placeholder, value, options, disabled, error, onChange }: ChoiceProps) {
  return (
    <Field.Root invalid={Boolean(error)} id={id}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide" htmlFor={`${id}-select`}>
        {label}
      </Field.Label>
      <Box position="relative" w="full">
        <Input asChild pe="10" cursor="pointer" borderRadius="none">
          <select
            id={`${id}-select`}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(Number(e.target.value))}
            aria-invalid={Boolean(error) || undefined}
          >
            {placeholder !== undefined && <option value={0}>{placeholder}</option>}
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </Input>
        <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted">
          <ChevronDown size={16} aria-hidden />
        </Box>
      </Box>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
