/** What other modules may use of settings; the rest of the module is its own. */
export { parsedSetting, readSetting, settingColumn, writeSetting } from './service'
export { settingDays } from './days'
