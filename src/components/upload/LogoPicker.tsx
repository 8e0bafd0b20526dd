import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { ImageField, jpegOrPng } from './ImageField'
import type { LogoUpload } from './LogoCropDialog'

// The crop dialog (and its canvas work) loads when a logo is first chosen.
const LogoCropDialog = lazy(() => import('./LogoCropDialog').then((m) => ({ default: m.LogoCropDialog })))

/** A jpg or png, by type and name (what the logo upload accepts). */
export const isLogoImage = (file: { type: string; name: string }) =>
  ['image/jpeg', 'image/png'].includes(file.type) && /\.(jpe?g|png)$/i.test(file.name)

export interface LogoPickerProps {
  id: string
  /** The logo's URL ('' when none). */
  logo: string
  onChange: (url: string) => void
  upload: LogoUpload
  /** The translated error of the field, from its form. */
  error: string | null
  disabled: boolean
}

/** A shop's logo: picked, cropped square in a dialog, uploaded; its preview, replace and remove. */
export function LogoPicker({ id, logo, onChange, upload, error, disabled }: LogoPickerProps) {
  const { t } = useLingui()
  const [source, setSource] = useState<string | null>(null)
  const [refused, setRefused] = useState(false)
  const pick = (file: File) => {
    setRefused(!isLogoImage(file))
    if (isLogoImage(file)) setSource(URL.createObjectURL(file))
  }
  const close = () => {
    if (source) URL.revokeObjectURL(source)
    setSource(null)
  }
  return (
    <>
      <ImageField
        accept={jpegOrPng}
        id={id}
        label={t`Logo`}
        preview={logo}
        busy={false}
        error={refused ? t`Only image files can be uploaded: jpg, jpeg or png` : error}
        helper={t`Cropped square; shown at 512 × 512 pixels.`}
        disabled={disabled}
        onPick={pick}
        onRemove={() => onChange('')}
      />
      {source && (
        <Suspense fallback={null}>
          <LogoCropDialog
            source={source}
            upload={upload}
            onDone={(url) => {
              onChange(url)
              close()
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}
