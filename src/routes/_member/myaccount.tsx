import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../components/account/AccountLayout'
import { ProfileScreen } from '../../screens/account/ProfileScreen'
import { appMachines } from '../../screens/account/machines'

export const Route = createFileRoute('/_member/myaccount')({
  component: () => (
    <AccountLayout>
      <ProfileScreen logic={appMachines.profile} />
    </AccountLayout>
  ),
})
