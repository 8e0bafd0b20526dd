import { HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { ShopApplicationFields } from '../../../contract/shopApplication'
import {
  type ApplicationField,
  applicationStatus,
  type platformMessageMachine,
  unsavedFields,
} from '../../../machines/shopApplication/shopApplicationForm'
import { useProblemText } from '../../components/form/fieldErrors'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { AgreementField } from './AgreementField'
import { ApplicantFields } from './ApplicantFields'
import type { ApplyPageData } from './applyData'
import { IdentityFields } from './IdentityFields'
import { type ApplyFormActor, type ApplyFormLogic, applyFieldIds, useRegion } from './parts'
import { ShopFields } from './ShopFields'
import { StatusBanner } from './StatusBanner'

export interface ApplyLogic {
  form: ApplyFormLogic
  message: typeof platformMessageMachine
  /** Keeps a change not saved yet when the page is left (the form's actor is stopped by then). */
  saveOnLeave: (fields: ShopApplicationFields) => void
}

/** Starts the form for the loaded application and keeps an unsaved change when the page is left or hidden. */
export function ShopApplicationForm({ data, logic }: { data: ApplyPageData; logic: ApplyLogic }) {
  const actor = useActorRef(logic.form, { input: { application: data.application } })
  useEffect(() => {
    const leave = () => {
      const fields = unsavedFields(actor.getSnapshot())
      if (fields) logic.saveOnLeave(fields)
    }
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [actor, logic])
  return <ShopApplicationFormFields actor={actor} data={data} messageLogic={logic.message} />
}

/** The application of a running form machine (stories drive it with events): banner, fields, submit and the draft's state. */
export function ShopApplicationFormFields({
  actor,
  data,
  messageLogic,
}: {
  actor: ApplyFormActor
  data: ApplyPageData
  messageLogic: ApplyLogic['message']
}) {
  const { t } = useLingui()
  const locked = useSelector(actor, (s) => s.hasTag('done'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  const failedBefore = useSelector(actor, (s) => applicationStatus(s).applyFailReason !== '')
  const problem = useSelector(actor, (s) => s.context.problem)
  const errorOf = useProblemText(problem)
  const focus = useFocusedField(actor)
  const fields = { actor, disabled: locked || busy, errorOf }
  return (
    <Stack gap="6">
      <StatusBanner actor={actor} messageLogic={messageLogic} />
      <FormStack
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
        focus={{ problem: focus, id: focus ? applyFieldIds[focus.field] : undefined }}
      >
        <ApplicantFields {...fields} />
        <IdentityFields {...fields} />
        <ShopFields {...fields} categories={data.categories} />
        <AgreementField {...fields} agreement={data.agreement} />
        {!locked && (
          <HStack gap="4" justify="space-between" flexWrap="wrap">
            <DraftState actor={actor} />
            <SubmitButton loading={busy} loadingText={t`Sending the application…`} disabled={!canSubmit}>
              {failedBefore ? <Trans>Submit again</Trans> : <Trans>Submit the application</Trans>}
            </SubmitButton>
          </HStack>
        )}
      </FormStack>
    </Stack>
  )
}

/**
 * The field to bring into view: the form's problem, else the field a refusal of the service is
 * about (a taken shop name), once per refusal.
 */
function useFocusedField(actor: ApplyFormActor): { field: ApplicationField } | null {
  const problem = useSelector(actor, (s) => s.context.problem)
  const refused = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.failureField : null))
  const failure = useSelector(actor, (s) => s.context.failure)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal (its message) brings the field into view again
  const refusal = useMemo(() => (refused ? { field: refused } : null), [refused, failure])
  return problem ?? refusal
}

/** A discreet word on the draft: saving, saved, or not saved. */
function DraftState({ actor }: { actor: ApplyFormActor }) {
  const draft = useRegion(actor, 'draft')
  const saving = useSelector(draft, (s) => s?.hasTag('draftSaving') ?? false)
  const saved = useSelector(draft, (s) => s?.hasTag('draftSaved') ?? false)
  const failed = useSelector(draft, (s) => s?.hasTag('draftFailed') ?? false)
  return (
    <Text textStyle="sm" color={failed ? 'fg.error' : 'fg.muted'} aria-live="polite" minH="5">
      {saving && <Trans>Saving the draft…</Trans>}
      {saved && <Trans>Draft saved</Trans>}
      {failed && <Trans>The draft could not be saved; it is tried again with your next change.</Trans>}
    </Text>
  )
}
