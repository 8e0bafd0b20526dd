import { Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { profileFormMachine, profileMachine } from '../../../machines/account/profile'
import { FormCard } from '../../components/form/FormCard'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { useForm } from '../../components/form/useForm'

/** /myaccount: first name, last name and mobile; the email is shown read-only. */
export function ProfileScreen({ logic }: { logic: typeof profileMachine }) {
  return <Profile actor={useActorRef(logic)} />
}

export function Profile({ actor }: { actor: ActorRefFrom<typeof profileMachine> }) {
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'))
  const email = useSelector(actor, (s) => s.context.user?.email ?? '')
  // The form exists once the user is loaded.
  const form = useSelector(actor, (s) => s.children.form)

  if (loadFailed)
    return (
      <Stack gap="4" align="flex-start">
        <Text color="fg.muted">
          <Trans>Your details could not be loaded.</Trans>
        </Text>
        <Button variant="outline" onClick={() => actor.send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    )
  return form ? <ProfileFields actor={form} email={email} /> : <ProfileSkeleton />
}

function ProfileFields({ actor, email }: { actor: ActorRefFrom<typeof profileFormMachine>; email: string }) {
  const { t } = useLingui()
  const { form, busy, canSubmit, edit, submit } = useForm(actor)
  return (
    <FormCard title={<Trans>User info</Trans>} onSubmit={submit}>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          value={form.firstName ?? ''}
          onValueChange={edit('firstName')}
          maxLength={50}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          value={form.lastName ?? ''}
          onValueChange={edit('lastName')}
          maxLength={50}
        />
      </Grid>
      <TextField label={t`Mobile`} type="tel" autoComplete="tel" value={form.phone ?? ''} onValueChange={edit('phone')} maxLength={30} />
      <TextField
        label={t`Email`}
        type="email"
        value={email}
        onValueChange={() => {}}
        readOnly
        bg="bg.muted"
        helper={t`Your email cannot be changed.`}
      />
      <SubmitButton loading={busy} disabled={!canSubmit}>
        <Trans>Save</Trans>
      </SubmitButton>
    </FormCard>
  )
}

function ProfileSkeleton() {
  return (
    <Stack gap="5" maxW="lg">
      <Skeleton h="10" w="48" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h="16" />
      ))}
    </Stack>
  )
}
