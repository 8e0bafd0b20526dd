import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { pickerMachine } from '../../../machines/picker'
import { PickerDialog } from './PickerDialog'

/** Binds the picker dialog to its actor. */
export function LanguageCurrencyPicker({ actor }: { actor: ActorRefFrom<typeof pickerMachine> }) {
  const snapshot = useSelector(actor, (s) => s)
  const { chosenLang, chosenCurrency, currencies } = snapshot.context
  const status = snapshot.matches({ open: 'failed' }) ? 'failed' : snapshot.matches({ open: 'ready' }) ? 'ready' : 'loading'
  return (
    <PickerDialog
      open={snapshot.matches('open')}
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
  )
}
