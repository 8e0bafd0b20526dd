import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useState } from 'react'
import { isApplicationImage } from '../../../machines/shopApplication/identityUploads'
import { useImageProblemText } from './IdentityFields'
import { ImageField, jpegOrPng } from '../../components/upload/ImageField'
import { type ApplyFieldProps, applyFieldIds } from './parts'

// The crop dialog (and its canvas work) loads when a logo is first chosen.
const LogoCropDialog = lazy(() => import('./LogoCropDialog').then((m) => ({ default: m.LogoCropDialog })))

/** The shop's logo: picked, cropped square in a dialog, uploaded; its preview, replace and remove. */
export function LogoField({ actor, disabled, errorOf }: ApplyFieldProps) {
  const { t } = useLingui()
  const logo = useSelector(actor, (s) => s.context.form.logo)
  const [source, setSource] = useState<string | null>(null)
  const [refused, setRefused] = useState(false)
  const problemText = useImageProblemText()
  const pick = (file: File) => {
    setRefused(!isApplicationImage(file))
    if (isApplicationImage(file)) setSource(URL.createObjectURL(file))
  }
  const close = () => {
    if (source) URL.revokeObjectURL(source)
    setSource(null)
  }
  return (
    <>
      <ImageField
        accept={jpegOrPng}
        id={applyFieldIds.logo}
        label={t`Logo`}
        preview={logo}
        busy={false}
        error={refused ? problemText({ error: 'notImage', failure: null }) : errorOf('logo')}
        helper={t`Cropped square; shown at 512 × 512 pixels.`}
        disabled={disabled}
        onPick={pick}
        onRemove={() => actor.send({ type: 'EDIT', field: 'logo', value: '' })}
      />
      {source && (
        <Suspense fallback={null}>
          <LogoCropDialog
            source={source}
            onDone={(url) => {
              actor.send({ type: 'EDIT', field: 'logo', value: url })
              close()
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}
