import { SimpleGrid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { ChoiceCards } from '../../components/form/ChoiceCards'
import type { CardSide } from '../../../machines/shopApplication/identityUploads'
import { ApplySection } from './ApplicantFields'
import { ImageField, jpegOrPng } from '../../components/upload/ImageField'
import { cardTypeLabels } from './labels'
import { type ApplyFieldProps, applyFieldIds, useRegion } from './parts'

/** docs/behaviour.md#shop-application: the identity document's type and both sides' images, kept privately. */
export function IdentityFields(props: ApplyFieldProps) {
  const { t } = useLingui()
  const { actor, disabled, errorOf } = props
  const cardType = useSelector(actor, (s) => s.context.form.cardType)
  const choices = Object.entries(cardTypeLabels).map(([value, label]) => ({ value: Number(value), label: t(label) }))
  return (
    <ApplySection title={<Trans>Identity document</Trans>}>
      <ChoiceCards
        id={applyFieldIds.cardType}
        label={<Trans>Document type</Trans>}
        choices={choices}
        value={cardType || undefined}
        onChange={(value) => actor.send({ type: 'EDIT', field: 'cardType', value })}
        error={errorOf('cardType')}
        disabled={disabled}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <CardImage {...props} side="cardFront" label={t`Front`} />
        <CardImage {...props} side="cardBack" label={t`Back`} />
      </SimpleGrid>
    </ApplySection>
  )
}

/** The message of a refused or failed identity image. */
export function useImageProblemText() {
  const { t } = useLingui()
  return (problem: { error: 'notImage' | 'failed'; failure: string | null } | null) =>
    problem?.error === 'notImage'
      ? t`Only image files can be uploaded: jpg, jpeg or png`
      : problem
        ? (problem.failure ?? t`Image upload failed`)
        : null
}

function CardImage({ actor, disabled, errorOf, side, label }: ApplyFieldProps & { side: CardSide; label: string }) {
  const { t } = useLingui()
  const uploads = useRegion(actor, 'uploads')
  const preview = useSelector(uploads, (s) => s?.context.previews[side] ?? '')
  const busy = useSelector(uploads, (s) => Boolean(s?.context.uploads[side]))
  const problem = useSelector(uploads, (s) => (s?.context.problem?.side === side ? s.context.problem : null))
  const problemText = useImageProblemText()
  return (
    <ImageField
      accept={jpegOrPng}
      id={applyFieldIds[side]}
      label={label}
      preview={preview}
      busy={busy}
      error={problemText(problem) ?? errorOf(side)}
      helper={t`A clear photo, jpg or png. Only you and the platform can see it.`}
      disabled={disabled}
      onPick={(file) => uploads?.send({ type: 'PICK_CARD', side, file })}
      onRemove={() => uploads?.send({ type: 'REMOVE_CARD', side })}
    />
  )
}
