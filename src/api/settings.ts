import type { SettingKey, SettingValues } from '../../contract/api'
import { settingsWires } from '../../contract/api'
import type { settingsCalls } from '../../contract/schemas/api'
import { clientOf } from './client'

/** The tenant's settings, currencies and countries (server/modules/settings). */
export const settingsApi = clientOf<typeof settingsCalls>(settingsWires)

/** A setting's value, parsed from the JSON string the service keeps (null when the tenant has not set it). */
export async function getSetting<K extends SettingKey>(key: K): Promise<SettingValues[K] | null> {
  const row = await settingsApi.tenantSetting({ key })
  return row?.settingValue ? (JSON.parse(row.settingValue) as SettingValues[K]) : null
}
