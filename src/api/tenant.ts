import type { SettingKey, SettingValues } from '../../contract/api'
import { apiCall as call } from './calls'

export const getTenantByWebsite = (website: string) => call.tenantByWebsite({ website })

export async function getSetting<K extends SettingKey>(key: K): Promise<SettingValues[K] | null> {
  const row = await call.tenantSetting({ key })
  return row?.settingValue ? (JSON.parse(row.settingValue) as SettingValues[K]) : null
}

export const getCurrencies = () => call.currencies()
export const getCaptcha = () => call.captcha()
