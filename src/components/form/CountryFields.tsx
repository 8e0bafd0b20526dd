import { useLingui } from '@lingui/react/macro'
import type { CountryRegion } from '../../../contract/api'
import { SelectField } from '../SelectField'

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
