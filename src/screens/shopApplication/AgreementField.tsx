import { Box, Button, Checkbox, Field, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import type { Article } from '../../../contract/api'
import { Prose } from '../../components/Prose'
import { type ApplyFieldProps, applyFieldIds } from './parts'

/** The tenant's shop agreement in a panel to open, and the box that accepts it. */
export function AgreementField({ actor, disabled, errorOf, agreement }: ApplyFieldProps & { agreement: Article | null }) {
  const accepted = useSelector(actor, (s) => s.context.form.agreement)
  const error = errorOf('agreement')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <Stack gap="3" id={applyFieldIds.agreement}>
      {agreement ? (
        <Box>
          <Button
            variant="outline"
            borderRadius="none"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            css={{ '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' } }}
          >
            <Trans>Read the shop agreement</Trans>
            <ChevronDown size={16} aria-hidden />
          </Button>
          <Box
            id={panelId}
            hidden={!open}
            mt="3"
            p="4"
            maxH="80"
            overflowY="auto"
            borderWidth="1px"
            borderColor="border.muted"
            tabIndex={0}
            aria-label={agreement.title}
          >
            <Text fontFamily="heading" textStyle="lg" mb="3">
              {agreement.title}
            </Text>
            <Prose html={agreement.content} />
          </Box>
        </Box>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          <Trans>The shop agreement could not be shown; the platform sends it to you with its review.</Trans>
        </Text>
      )}
      <Field.Root invalid={Boolean(error)}>
        <Checkbox.Root
          checked={accepted}
          onCheckedChange={(e) => actor.send({ type: 'EDIT', field: 'agreement', value: e.checked === true })}
          disabled={disabled}
          colorPalette="brand"
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal" fontSize="sm">
            <Trans>I have read and accept the shop agreement</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  )
}
