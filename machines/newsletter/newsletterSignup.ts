import { checkEmail, firstError } from '../../contract/validation'
import { createFormMachine } from '../lib/form'

export interface NewsletterForm {
  email: string
}

/**
 * The newsletter's email box (docs/behaviour.md#newsletter): the address checked, then the named actor
 * `submit` subscribes it (the service mails a link to confirm); tag `done` once sent, `failed`
 * with the service's message (none for a transport failure). It stays editable after either.
 */
export const newsletterSignupMachine = createFormMachine({
  id: 'newsletterSignup',
  blank: (): NewsletterForm => ({ email: '' }),
  validate: (form) => firstError<keyof NewsletterForm>([['email', checkEmail(form.email)]]),
  afterSubmit: 'stay',
})
