import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { flag, searchSchema, text } from '../../contract/search'
import { openLoginDialog } from '../screens/account/loginDialog'

/**
 * docs/behaviour.md#layout: registration links are register?a={email}&apply={flag}: open the register tab over the home page;
 * with the apply flag, registering (or logging in instead) goes on to /applyShop.
 */
export const Route = createFileRoute('/register')({
  validateSearch: searchSchema({ a: text, apply: flag }),
  component: Register,
})

function Register() {
  const { a, apply } = Route.useSearch()
  const navigate = useNavigate()
  useEffect(() => {
    openLoginDialog('register', a, apply)
    void navigate({ to: '/', replace: true })
  }, [a, apply, navigate])
  return null
}
