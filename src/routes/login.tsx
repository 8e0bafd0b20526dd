import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { flag, localPath, searchSchema } from '../../contract/search'
import { openForgotPassword, openLoginDialog } from '../screens/account/loginDialog'
import { LoginScreen } from '../screens/account/LoginScreen'
import { appMachines } from '../screens/account/machines'
import { useIsLoggedIn } from '../session'

/** /login?redirect=/path&apply=true: after logging in (or registering), go back where the shopper was. */
export const Route = createFileRoute('/login')({
  validateSearch: searchSchema({ redirect: localPath, apply: flag }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect, apply } = Route.useSearch()
  const loggedIn = useIsLoggedIn()
  const router = useRouter()
  const navigate = useNavigate()
  useEffect(() => {
    if (!loggedIn) return
    if (apply) void navigate({ to: '/applyShop', replace: true })
    else if (redirect) router.history.replace(redirect)
    else if (router.history.canGoBack()) router.history.back()
    else void navigate({ to: '/', replace: true })
  }, [loggedIn, apply, redirect, router, navigate])
  return (
    <LoginScreen
      logic={appMachines.login}
      onRegister={(email) => openLoginDialog('register', email, apply)}
      onForgot={openForgotPassword}
    />
  )
}
