import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { shopApplicationLimits as limits } from '../../../contract/shopApplication'
import type { TextField as TextFieldName } from '../../../machines/shopApplication/shopApplicationForm'
import { TextField, type TextFieldProps } from '../../components/form/TextField'
import { type ApplyFieldProps, applyFieldIds } from './parts'

/** One text field of the application, bound to the form machine. */
export function ApplyTextField({
  actor,
  disabled,
  errorOf,
  field,
  ...input
}: ApplyFieldProps & { field: TextFieldName } & Omit<TextFieldProps, 'value' | 'onValueChange' | 'error'>) {
  const value = useSelector(actor, (s) => s.context.form[field])
  return (
    <Box id={applyFieldIds[field]}>
      <TextField
        value={value}
        onValueChange={(text) => actor.send({ type: 'EDIT', field, value: text })}
        error={errorOf(field)}
        disabled={disabled}
        required
        {...input}
      />
    </Box>
  )
}

/** A titled part of the application (applicant, identity document, shop). */
export function ApplySection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="5" p={{ base: '4', md: '6' }} borderWidth="1px" borderColor="border.muted">
      <Heading as="h2" fontFamily="heading" fontWeight="normal" textStyle="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** docs/behaviour.md#shop-application: the applicant's first name, surname, mobile and email, and the invite code. */
export function ApplicantFields(props: ApplyFieldProps) {
  const { t } = useLingui()
  return (
    <ApplySection title={<Trans>About you</Trans>}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <ApplyTextField {...props} field="userName" label={t`First name`} autoComplete="given-name" maxLength={limits.nameMax} />
        <ApplyTextField {...props} field="surname" label={t`Surname`} autoComplete="family-name" maxLength={limits.nameMax} />
        <ApplyTextField {...props} field="mobile" label={t`Mobile`} type="tel" autoComplete="tel" maxLength={limits.mobileMax} />
        <ApplyTextField {...props} field="email" label={t`Email`} type="email" autoComplete="email" maxLength={limits.emailMax} />
      </SimpleGrid>
      <ApplyTextField
        {...props}
        field="inviteCode"
        label={t`Invite code`}
        autoComplete="off"
        maxLength={limits.inviteCodeMax}
        helper={t`The code the platform gave you to open a shop.`}
      />
    </ApplySection>
  )
}
