import { Box, Field, Input } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import type { CountryRegion } from '../../../contract/api'

export interface SelectOption {
  value: string
  label: string
}

interface SelectProps {
  label: ReactNode
  /** The first option, value '' (nothing chosen); none when a value is always chosen. */
  placeholder?: string
  value: string
  options: readonly SelectOption[]
  error?: string | null
  onChange: (value: string) => void
  autoComplete?: string
  disabled?: boolean
  /** The select's id, for a form that moves focus to its failing field; its own otherwise. */
  id?: string
}

/** A labelled native select, drawn like the text inputs (addresses' countries, the seller's categories and brands). */
export function SelectField({ label, placeholder, value, options, error = null, onChange, autoComplete, disabled, id }: SelectProps) {
  // The label names the select through this id: the field's context does not reach a child drawn with asChild.
  const ownId = useId()
  const selectId = id ?? ownId
  return (
    <Field.Root invalid={Boolean(error)} id={selectId}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide">
        {label}
      </Field.Label>
      {/* A native select drawn by the input's recipe: the theme carries no select recipe. */}
      <Box position="relative" w="full">
        <Input asChild pe="10" cursor="pointer">
          <select
            id={selectId}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            autoComplete={autoComplete}
            aria-invalid={Boolean(error) || undefined}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
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

const regionOptions = (regions: readonly CountryRegion[]) => regions.map((r) => ({ value: r.cno, label: r.cname }))

interface CountryFieldsProps {
  countries: readonly CountryRegion[]
  country: string
  province: string
  /** The province select shows only for a country that has provinces. */
  provinces: readonly CountryRegion[] | null
  errorOf: (field: 'countryRegion' | 'province') => string | null
  onCountry: (cno: string) => void
  onProvince: (cno: string) => void
}

/** An address's country and, when the country has provinces, its province (the address book's and checkout's forms). */
export function CountryFields({ countries, country, province, provinces, errorOf, onCountry, onProvince }: CountryFieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <SelectField
        label={t`Country or region`}
        placeholder={t`Choose a country or region`}
        value={country}
        options={regionOptions(countries)}
        error={errorOf('countryRegion')}
        onChange={onCountry}
        autoComplete="country"
      />
      {provinces && (
        <SelectField
          label={t`Province or state`}
          placeholder={t`Choose a province or state`}
          value={province}
          options={regionOptions(provinces)}
          error={errorOf('province')}
          onChange={onProvince}
          autoComplete="address-level1"
        />
      )}
    </>
  )
}
