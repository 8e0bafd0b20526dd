import { paths, type Captcha, type Currency, type SettingKey, type SettingValues, type Tenant } from '../../contract/api'
import { api } from './client'

export const getTenantByWebsite = (website: string) => api.get<Tenant | null>(paths.tenantByWebsite, { website })

export async function getSetting<K extends SettingKey>(key: K): Promise<SettingValues[K] | null> {
  const row = await api.get<{ settingValue: string | SettingValues[K] } | null>(paths.tenantSetting, { key })
  if (!row?.settingValue) return null
  return typeof row.settingValue === 'string' ? (JSON.parse(row.settingValue) as SettingValues[K]) : row.settingValue
}

export const getCurrencies = () => api.get<Currency[]>(paths.currencies)
export const getCaptcha = () => api.get<Captcha>(paths.captcha)
