import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/')({ component: () => <Trans>Welcome to Vitrine</Trans> })
