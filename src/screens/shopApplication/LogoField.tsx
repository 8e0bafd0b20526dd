import { useSelector } from '@xstate/react'
import { LogoPicker } from '../../components/upload/LogoPicker'
import { uploadLogo } from './machines'
import { type ApplyFieldProps, applyFieldIds } from './parts'

/** The application's logo (docs/behaviour.md#shop-application), through the shared logo picker. */
export function LogoField({ actor, disabled, errorOf }: ApplyFieldProps) {
  const logo = useSelector(actor, (s) => s.context.form.logo)
  return (
    <LogoPicker
      id={applyFieldIds.logo}
      logo={logo}
      onChange={(value) => actor.send({ type: 'EDIT', field: 'logo', value })}
      upload={uploadLogo}
      error={errorOf('logo')}
      disabled={disabled}
    />
  )
}
