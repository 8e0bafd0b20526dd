import { ForgotPasswordDialog } from './ForgotPasswordDialog'
import { forgotFromLoginDialog, forgotPasswordActor, loginDialogActor } from './loginDialog'
import { LoginDialog } from './LoginDialogView'
import { useTermsHref } from './useTermsHref'

/** Mounted once by the layout: the storefront's login/register and forgot-password dialogs. */
export function LoginDialogHost() {
  const termsHref = useTermsHref()
  return (
    <>
      <LoginDialog actor={loginDialogActor} termsHref={termsHref} onForgot={forgotFromLoginDialog} />
      <ForgotPasswordDialog actor={forgotPasswordActor} />
    </>
  )
}
