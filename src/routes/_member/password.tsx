import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../components/account/AccountLayout'
import { ChangePasswordScreen } from '../../screens/account/PasswordScreen'
import { appMachines } from '../../screens/account/machines'
import { useSession } from '../../session'

export const Route = createFileRoute('/_member/password')({
  component: PasswordPage,
})

function PasswordPage() {
  const email = useSession((s) => s.email ?? '')
  return (
    <AccountLayout>
      <ChangePasswordScreen email={email} logic={appMachines.changePassword} />
    </AccountLayout>
  )
}
