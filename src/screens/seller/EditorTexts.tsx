import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type SellerProduct, sellerLimits } from '../../../contract/seller'
import { type EditorPartProps, editOf, editorFieldIds, useProduct } from './editorParts'

type Language = keyof SellerProduct['names']
const others: readonly Language[] = ['zh', 'fr', 'ja', 'ko']
/** Languages are named in themselves: a seller reads the one they write in. */
const languageNames: Record<Language, string> = { en: 'English', zh: '中文', fr: 'Français', ja: '日本語', ko: '한국어' }

/** A name and a description per storefront language: English required, the others shown in English when left empty. */
export function EditorTexts({ actor, disabled, errorOf }: Omit<EditorPartProps, 'data'>) {
  const product = useProduct(actor)
  const edit = editOf(actor)
  const set = (field: 'names' | 'descriptions', language: Language, value: string) => {
    const texts = { ...product[field], [language]: value }
    if (language !== 'en' && !value) delete texts[language]
    edit(field, texts)
  }
  return (
    <Stack gap="6">
      <LanguageTexts language="en" product={product} disabled={disabled} error={errorOf('names')} onChange={set} />
      <Text textStyle="sm" color="fg.muted">
        <Trans>Other languages are optional: where one is left empty, shoppers reading it see the English text.</Trans>
      </Text>
      {others.map((language) => (
        <LanguageTexts key={language} language={language} product={product} disabled={disabled} onChange={set} />
      ))}
    </Stack>
  )
}

interface LanguageTextsProps {
  language: Language
  product: SellerProduct
  disabled: boolean
  error?: string | null
  onChange: (field: 'names' | 'descriptions', language: Language, value: string) => void
}

function LanguageTexts({ language, product, disabled, error, onChange }: LanguageTextsProps) {
  const { t } = useLingui()
  const english = language === 'en'
  const lang = languageNames[language]
  const id = english ? editorFieldIds.names : `product-name-${language}`
  const fallback = english ? undefined : t`Falls back to English`
  return (
    <Stack gap="3" as="fieldset" lang={language}>
      <Text as="legend" fontWeight="medium" mb="2">
        {languageNames[language]}
        {english ? ` · ${t`required`}` : ` · ${t`optional`}`}
      </Text>
      <Field.Root invalid={Boolean(error)} required={english}>
        <Field.Label fontSize="sm" htmlFor={id}>{t`Name (${lang})`}</Field.Label>
        <Input
          id={id}
          borderRadius="none"
          value={product.names[language] ?? ''}
          placeholder={fallback}
          maxLength={sellerLimits.nameMax}
          disabled={disabled}
          onChange={(e) => onChange('names', language, e.target.value)}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">{t`Description (${lang})`}</Field.Label>
        <Textarea
          borderRadius="none"
          rows={english ? 5 : 3}
          value={product.descriptions[language] ?? ''}
          placeholder={fallback}
          maxLength={sellerLimits.descriptionMax}
          disabled={disabled}
          onChange={(e) => onChange('descriptions', language, e.target.value)}
        />
      </Field.Root>
    </Stack>
  )
}
