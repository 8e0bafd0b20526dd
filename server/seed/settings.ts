import type { SettingKey, SettingValues } from '../../contract/api'
import { newInDays } from '../../contract/catalog'
import { orderLimits } from '../../contract/order'
import { monogram, wordmark } from './brand'
import type { TenantProfile } from './tenants'

/** Every setting of docs/behaviour.md#tenant-settings for one tenant; the type keeps it in step with the contract. */
export function settingsOf(p: TenantProfile): { [K in SettingKey]: SettingValues[K] } {
  const logo = wordmark(p.name, p.palette, p.fontFamily)
  const mark = monogram(p.name, p.palette, p.fontFamily)
  return {
    TABS_SETTING: { tabsName: p.name, tabsLogo: mark },
    DOMAIN_PIC_SETTING: { logo, logoDark: wordmark(p.name, p.palette, p.fontFamily, p.palette.surface), favicon: mark },
    CONTACT_US_SETTING: { email: p.email, weekdayHours: p.weekdayHours, weekendHours: p.weekendHours, remark: p.contactRemark },
    FRONT_FOOTER_SETTING: { trademarkStatement: p.trademark, copyright: p.copyright },
    SYSTEM_ARTICLE_SETTING: {
      privacyPolicy: { code: 'legal', collapseCode: 'privacy-policy' },
      termsAndConditions: { code: 'legal', collapseCode: 'terms-and-conditions' },
      questions: { code: 'help', collapseCode: 'faq' },
      howToBuy: { code: 'help', collapseCode: 'how-to-buy' },
    },
    CUSTOMER_SERVICE_SETTING: { enabled: true, email: p.email, welcome: p.welcome },
    LISTING_REVIEW_SETTING: { enabled: true },
    NEW_IN_SETTING: { days: newInDays },
    SETTLE_DAYS_SETTING: { days: orderLimits.settleDays },
  }
}
