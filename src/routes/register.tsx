import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { flag, searchSchema, text } from '../../contract/search'
import { openLoginDialog } from '../screens/account/loginDialog'

/** SPEC.md: registration links are register?a={email}&apply={flag}: open the register tab over the home page. */
export const Route = createFileRoute('/register')({
  validateSearch: searchSchema({ a: text, apply: flag }),
  component: Register,
})

function Register() {
  const { a } = Route.useSearch()
  const navigate = useNavigate()
  useEffect(() => {
    openLoginDialog('register', a)
    void navigate({ to: '/', replace: true })
  }, [a, navigate])
  return null
}
