import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'
import { forgotFromLoginDialog, forgotPasswordActor, loginDialogActor } from './loginDialog'
import { LoginDialog } from './LoginDialogView'
import { useTermsHref } from './useTermsHref'

/** Mounted once by the layout: the storefront's login/register and forgot-password dialogs. */
export function LoginDialogHost() {
  const termsHref = useTermsHref()
  const navigate = useNavigate()
  useEffect(() => {
    const sub = loginDialogActor.on('signedIn', ({ apply }) => apply && void navigate({ to: '/applyShop', replace: true }))
    return () => sub.unsubscribe()
  }, [navigate])
  return (
    <>
      <LoginDialog actor={loginDialogActor} termsHref={termsHref} onForgot={forgotFromLoginDialog} />
      <ForgotPasswordDialog actor={forgotPasswordActor} />
    </>
  )
}
