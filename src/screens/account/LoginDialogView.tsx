import { Tabs, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { LoginReason, LoginTab, loginDialogMachine } from '../../../machines/account/loginDialog'
import { AccountDialog } from '../../components/account/AccountDialog'
import { LoginFields } from './LoginFields'
import { RegisterFields } from './RegisterFields'

/** Why a guest was asked to log in (issue 31, bug 19). */
const reasons: Record<LoginReason, ReturnType<typeof msg>> = {
  addToBag: msg`Log in to add this piece to your bag`,
  wishlist: msg`Log in to save it to your wishlist`,
  followShop: msg`Log in to follow this shop`,
  contactShop: msg`Log in to write to this shop`,
  customerService: msg`Log in to write to customer service`,
  chat: msg`Log in to read this conversation`,
}

interface Props {
  actor: ActorRefFrom<typeof loginDialogMachine>
  termsHref: string
  onForgot: (email: string) => void
}

/** The login/register dialog (docs/behaviour.md#account): tabs "Log in" and "Register", and why a guest was asked; closing resets it. */
export function LoginDialog({ actor, termsHref, onForgot }: Props) {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const tab: LoginTab = useSelector(actor, (s) => (s.hasTag('register') ? 'register' : 'login'))
  // Each tab's form lives while the dialog is open.
  const login = useSelector(actor, (s) => s.children.login)
  const register = useSelector(actor, (s) => s.children.register)
  const reason = useSelector(actor, (s) => s.context.intent?.reason)
  const { t } = useLingui()
  return (
    <AccountDialog
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={tab === 'login' ? <Trans>Log in</Trans> : <Trans>Register</Trans>}
      hideTitle
    >
      {reason && (
        <Text mb="4" textAlign="center" color="fg.muted">
          {t(reasons[reason])}
        </Text>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => actor.send({ type: 'SWITCH_TAB', tab: e.value as LoginTab })}
        variant="line"
        colorPalette="brand"
        fitted
        lazyMount
      >
        <Tabs.List mb="6">
          <Tabs.Trigger value="login" fontSize="md" letterSpacing="wide">
            <Trans>Log in</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="register" fontSize="md" letterSpacing="wide">
            <Trans>Register</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" pt="0">
          {login && <LoginFields actor={login} onForgot={onForgot} />}
        </Tabs.Content>
        <Tabs.Content value="register" pt="0">
          {register && <RegisterFields actor={register} termsHref={termsHref} />}
        </Tabs.Content>
      </Tabs.Root>
    </AccountDialog>
  )
}
