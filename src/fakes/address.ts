import type { Address, AddressPage } from '../../contract/address'
import type { CountryRegion } from '../../contract/api'

/** Address book samples for stories. */

export const sampleCountries: CountryRegion[] = [
  {
    cno: 'US',
    cname: 'United States',
    childlist: [
      { cno: 'US-CA', cname: 'California', childlist: [] },
      { cno: 'US-NY', cname: 'New York', childlist: [] },
    ],
  },
  { cno: 'FR', cname: 'France', childlist: [{ cno: 'FR-IDF', cname: 'Île-de-France', childlist: [] }] },
  { cno: 'GB', cname: 'United Kingdom', childlist: [] },
]

const base: Address = {
  id: 1,
  firstname: 'Ann',
  surname: 'Lindqvist',
  mobile: '+1 415 555 0132',
  email: 'ann@example.com',
  zipcode: '94105',
  detailAddress: '1 Market Street, Suite 300',
  city: 'San Francisco',
  countryRegion: 'US',
  countryRegionName: 'United States',
  province: 'US-CA',
  provinceName: 'California',
  defaultStatus: true,
  remark: '',
}

export const sampleAddresses: Address[] = [
  base,
  {
    ...base,
    id: 2,
    mobile: '+33 1 42 68 53 00',
    email: '',
    zipcode: '75008',
    detailAddress: '12 rue du Faubourg Saint-Honoré',
    city: 'Paris',
    countryRegion: 'FR',
    countryRegionName: 'France',
    province: 'FR-IDF',
    provinceName: 'Île-de-France',
    defaultStatus: false,
  },
  {
    ...base,
    id: 3,
    firstname: 'Jonas',
    mobile: '+44 20 7946 0018',
    email: 'jonas@example.com',
    zipcode: 'SW1A 1AA',
    detailAddress: '221B Baker Street',
    city: 'London',
    countryRegion: 'GB',
    countryRegionName: 'United Kingdom',
    province: '',
    provinceName: '',
    defaultStatus: false,
  },
]

/** A full first page of 10, out of 14. */
export const sampleAddressPage: AddressPage = {
  list: Array.from({ length: 10 }, (_, i) => ({ ...sampleAddresses[i % 3], id: i + 1, defaultStatus: i === 0 })),
  total: 14,
}
