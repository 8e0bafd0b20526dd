import { Button, Dialog } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { shopApplicationLimits } from '../../../contract/shopApplication'
import type { platformMessageMachine } from '../../../machines/shopApplication/shopApplicationForm'
import { DialogFrame } from '../../components/DialogFrame'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { useForm } from '../../components/form/useForm'

/** A short message to the platform about the application (docs/behaviour.md#shop-application, sendToAdmin). */
export function PlatformMessageDialog({ logic, onClose }: { logic: typeof platformMessageMachine; onClose: () => void }) {
  const { t } = useLingui()
  const actor = useActorRef(logic, { input: undefined })
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  const done = useSelector(actor, (s) => s.status === 'done')
  useEffect(() => {
    if (done) onClose()
  }, [done, onClose])
  return (
    <DialogFrame onClose={onClose} title={<Trans>Write to the platform</Trans>}>
      <Dialog.Body>
        <FormStack onSubmit={submit}>
          <CountedTextarea
            label={<Trans>Your message</Trans>}
            value={form.content}
            onValueChange={edit('content')}
            max={shopApplicationLimits.messageMax}
            placeholder={t`A question about your application, or something the reviewer should know.`}
            error={errorOf('content')}
            disabled={busy}
          />
          <Dialog.Footer gap="3" px="0">
            <Button variant="outline" borderRadius="none" onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton loading={busy}>
              <Trans>Send</Trans>
            </SubmitButton>
          </Dialog.Footer>
        </FormStack>
      </Dialog.Body>
    </DialogFrame>
  )
}
