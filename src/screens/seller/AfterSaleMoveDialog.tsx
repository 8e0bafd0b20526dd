import { Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { sellerAfterSaleLimits as limits } from '../../../contract/sellerAfterSale'
import {
  type shopAfterSaleActionsMachine,
  type afterSaleMoveFormMachine,
  needsRemark,
  takesAddress,
} from '../../../machines/afterSale/shopActions'
import { DialogFrame } from '../../components/DialogFrame'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { useForm } from '../../components/form/useForm'
import { afterSaleMoveHints, afterSaleMoveLabels, afterSaleMoveTitles } from './afterSaleLabels'

type Actions = ActorRefFrom<typeof shopAfterSaleActionsMachine>
type MoveForm = ActorRefFrom<typeof afterSaleMoveFormMachine>

/** The open move's dialog (none while idle), driven by the detail's actions machine. */
export function AfterSaleMoveDialog({ actions, returnsAddress }: { actions: Actions; returnsAddress: string }) {
  const dialog = useSelector(actions, (s) => s.children.dialog as MoveForm | undefined)
  if (!dialog) return null
  return <MoveForm form={dialog} returnsAddress={returnsAddress} onClose={() => actions.send({ type: 'CLOSE' })} />
}

function MoveForm({ form: actor, returnsAddress, onClose }: { form: MoveForm; returnsAddress: string; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  const failure = useSelector(actor, (s) => s.context.failure)
  const { action } = form
  return (
    <DialogFrame onClose={onClose} title={i18n._(afterSaleMoveTitles[action])}>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Dialog.Body>
          <Stack gap="4">
            <Text color="fg.muted" textStyle="sm">
              {i18n._(afterSaleMoveHints[action])}
            </Text>
            {takesAddress(form) && (
              <Stack gap="2">
                <CountedTextarea
                  label={t`Send the return to`}
                  value={form.address}
                  onValueChange={edit('address')}
                  max={limits.addressMax}
                  placeholder={returnsAddress || t`Your shop’s returns address`}
                  error={null}
                />
                <Text textStyle="xs" color="fg.muted">
                  {returnsAddress ? (
                    <Trans>Leave it empty to use your shop’s returns address.</Trans>
                  ) : (
                    <Trans>Left empty, the return goes to your shop’s returns desk. Set a returns address in Shop settings.</Trans>
                  )}
                </Text>
              </Stack>
            )}
            {action !== 'AGREE' && (
              <CountedTextarea
                id="remark"
                label={needsRemark(action) ? t`Reason (the shopper reads it)` : t`Note (optional)`}
                value={form.remark}
                onValueChange={edit('remark')}
                max={limits.remarkMax}
                error={errorOf('remark')}
              />
            )}
            {failure && (
              <Text role="alert" color="fg.error" textStyle="sm">
                {failure}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer gap="3">
          <Button variant="outline" borderRadius="none" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" borderRadius="none" bg="fg" color="bg" loading={busy}>
            {i18n._(afterSaleMoveLabels[action])}
          </Button>
        </Dialog.Footer>
      </chakra.form>
    </DialogFrame>
  )
}
