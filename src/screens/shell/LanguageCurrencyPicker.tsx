import { useSelector } from '@xstate/react'
import { Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { pickerMachine } from '../../../machines/settings/picker'
import { lazyNamed, useLatched } from '../../components/deferred'

/** The dialog's code loads when the picker first opens (or on intent, see `preloadPicker`). */
const PickerDialog = lazyNamed(() => import('./PickerDialog'), 'PickerDialog')
export const preloadPicker = PickerDialog.preload

/** Binds the picker dialog to its actor. */
export function LanguageCurrencyPicker({ actor }: { actor: ActorRefFrom<typeof pickerMachine> }) {
  const open = useSelector(actor, (s) => s.matches('open'))
  const status = useSelector(actor, (s) => (s.matches({ open: 'failed' }) ? 'failed' : s.matches({ open: 'ready' }) ? 'ready' : 'loading'))
  const chosenLang = useSelector(actor, (s) => s.context.chosenLang)
  const chosenCurrency = useSelector(actor, (s) => s.context.chosenCurrency)
  const currencies = useSelector(actor, (s) => s.context.currencies)
  const wanted = useLatched(open)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <PickerDialog
        open={open}
        status={status}
        chosenLang={chosenLang}
        chosenCurrency={chosenCurrency}
        currencies={currencies}
        onChooseLang={(lang) => actor.send({ type: 'CHOOSE_LANG', lang })}
        onChooseCurrency={(code) => actor.send({ type: 'CHOOSE_CURRENCY', code })}
        onApply={() => actor.send({ type: 'APPLY' })}
        onClose={() => actor.send({ type: 'CLOSE' })}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    </Suspense>
  )
}
