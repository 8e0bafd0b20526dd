import { Button, HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { sellerReviewLimits } from '../../../contract/sellerReviews'
import type { reviewReplyFormMachine } from '../../../machines/seller/reviewReply'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { FormStack } from '../../components/form/FormStack'
import { useForm } from '../../components/form/useForm'

/** The reply typed in place under the review: send, or cancel (the reply as it was stays). */
export function ReplyForm({ form: actor, onCancel }: { form: ActorRefFrom<typeof reviewReplyFormMachine>; onCancel: () => void }) {
  const { t } = useLingui()
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  const problem = useSelector(actor, (s) => s.context.problem)
  return (
    <FormStack onSubmit={submit} focus={{ problem }}>
      <CountedTextarea
        id="content"
        label={form.edit ? t`Change your reply` : t`Your reply`}
        value={form.content}
        onValueChange={edit('content')}
        max={sellerReviewLimits.replyMax}
        placeholder={t`Thank the shopper, answer their question…`}
        error={errorOf('content')}
        disabled={busy}
      />
      <HStack gap="3">
        <Button type="submit" size="sm" borderRadius="none" bg="fg" color="bg" loading={busy}>
          {form.edit ? <Trans>Save reply</Trans> : <Trans>Send reply</Trans>}
        </Button>
        <Button size="sm" variant="ghost" borderRadius="none" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </FormStack>
  )
}
