import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { settingsOfForm, shopSettingsMachine } from '../../../machines/seller/shopSettings'
import { sellerApi } from '../../api/seller'
import { shopApplicationApi } from '../../api/shopApplication'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

/** The settings form wired to the service and the toaster. */
export const shopSettingsLogic = shopSettingsMachine.provide({
  actors: { submit: fromPromise(({ input }) => sellerApi.settingsSave(settingsOfForm(input.form))) },
  actions: {
    notifyFailure: (_, message) => notifyFailure(message),
    submitted: () => void toaster.create({ type: 'success', title: t`Your settings are saved.` }),
  },
})

/** A shop's logo goes through the same upload as an application's (a cropped square, re-encoded). */
export const uploadShopLogo = (file: File) => shopApplicationApi.uploadLogo({ file })
