import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SelectField } from '../../components/SelectField'
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

/** A select of ids (0: nothing chosen). */
function Choice({ value, options, onChange, ...field }: ChoiceProps) {
  return (
    <SelectField
      {...field}
      value={value ? String(value) : ''}
      options={options.map((o) => ({ value: String(o.id), label: o.name }))}
      onChange={(id) => onChange(Number(id))}
    />
  )
}
