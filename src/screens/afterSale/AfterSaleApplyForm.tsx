import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { afterSaleLimits, type RefundableItem } from '../../../contract/afterSale'
import { AfterSaleWay } from '../../../contract/lifecycles'
import { ChoiceCards } from '../../components/form/ChoiceCards'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { useProblemText } from '../../components/form/fieldErrors'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { PicturesField } from '../../components/upload/PicturesField'
import { usePictureUploads } from '../../components/upload/usePictureUploads'
import { afterSaleWayLabels, refundReasonLabels } from '../../components/afterSale/labels'
import { RefundQuantityAndAmount } from './AfterSaleApplyAmount'
import {
  type RefundFieldProps,
  type AfterSaleFormActor,
  type AfterSaleFormLogic,
  refundFieldIdOf,
  refundFieldIds,
} from './AfterSaleApplyParts'

export function AfterSaleApplyForm({ item, logic, onDone }: { item: RefundableItem; logic: AfterSaleFormLogic; onDone: () => void }) {
  const actor = useActorRef(logic, { input: { item } })
  return <AfterSaleApplyFields actor={actor} onDone={onDone} />
}

/** The form of a running refund form machine (stories drive it with events). */
export function AfterSaleApplyFields({ actor, onDone }: { actor: AfterSaleFormActor; onDone: () => void }) {
  const { t } = useLingui()
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  const uploading = useSelector(actor, (s) => s.context.regions.uploads?.busy ?? false)
  const problem = useSelector(actor, (s) => s.context.problem)
  const errorOf = useProblemText(problem)
  useEffect(() => {
    if (done) onDone()
  }, [done, onDone])
  const fields = { actor, disabled: busy || done, errorOf }
  return (
    <FormStack
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      focus={{ problem, id: problem ? refundFieldIdOf(problem.field) : undefined }}
    >
      <RefundQuantityAndAmount {...fields} />
      <WayField {...fields} />
      <ReasonField {...fields} />
      <DescriptionField {...fields} />
      <Pictures {...fields} />
      <Stack gap="2">
        <SubmitButton loading={busy || done} loadingText={t`Sending the application…`} disabled={!canSubmit}>
          <Trans>Submit the application</Trans>
        </SubmitButton>
        <Text textStyle="sm" color="fg.muted" textAlign="center" aria-live="polite">
          {uploading ? t`The application waits until the photos are uploaded.` : t`The after-sale application is reviewed within 24 hours.`}
        </Text>
      </Stack>
    </FormStack>
  )
}

function WayField({ actor, disabled, errorOf }: RefundFieldProps) {
  const { t } = useLingui()
  const way = useSelector(actor, (s) => s.context.form.way)
  const shipped = useSelector(actor, (s) => s.context.input.item.shipped)
  const choices = [
    {
      value: AfterSaleWay.refundOnly,
      label: t(afterSaleWayLabels[AfterSaleWay.refundOnly]),
      description: t`Keep the goods; the money goes back to your wallet.`,
    },
    {
      value: AfterSaleWay.refundAndReturn,
      label: t(afterSaleWayLabels[AfterSaleWay.refundAndReturn]),
      description: shipped ? t`Send the goods back; the money follows once they are received.` : t`Possible once the order has shipped.`,
      disabled: !shipped,
    },
  ]
  return (
    <ChoiceCards
      id={refundFieldIds.way}
      label={<Trans>Refund mode</Trans>}
      choices={choices}
      value={way}
      onChange={(value) => actor.send({ type: 'EDIT', field: 'way', value })}
      error={errorOf('way')}
      disabled={disabled}
    />
  )
}

function ReasonField({ actor, disabled, errorOf }: RefundFieldProps) {
  const { t } = useLingui()
  const reason = useSelector(actor, (s) => s.context.form.applyReason)
  const choices = Object.entries(refundReasonLabels).map(([value, label]) => ({ value: Number(value), label: t(label) }))
  return (
    <ChoiceCards
      id={refundFieldIds.applyReason}
      label={<Trans>Reason</Trans>}
      choices={choices}
      value={reason}
      onChange={(value) => actor.send({ type: 'EDIT', field: 'applyReason', value })}
      error={errorOf('applyReason')}
      disabled={disabled}
    />
  )
}

function DescriptionField({ actor, disabled, errorOf }: RefundFieldProps) {
  const { t } = useLingui()
  const text = useSelector(actor, (s) => s.context.form.applyDescription)
  return (
    <CountedTextarea
      id={refundFieldIds.applyDescription}
      label={<Trans>Description</Trans>}
      value={text}
      onValueChange={(value) => actor.send({ type: 'EDIT', field: 'applyDescription', value })}
      max={afterSaleLimits.descriptionMax}
      placeholder={t`What is wrong with the item? Anything that helps the shop decide.`}
      error={errorOf('applyDescription')}
      disabled={disabled}
    />
  )
}

function Pictures({ actor, disabled, errorOf }: RefundFieldProps) {
  const pictures = usePictureUploads(actor, 'applyPicUrls')
  return (
    <PicturesField
      id={refundFieldIds.applyPicUrls}
      {...pictures}
      limits={afterSaleLimits}
      error={errorOf('applyPicUrls')}
      disabled={disabled}
    />
  )
}
