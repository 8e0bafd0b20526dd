/** What other modules may use of auth; the rest of the module is its own. */
export { consumeEmailCode, issueEmailCode, mailGapAfter } from './emailCode'
export { changePasswordForm, forgetPasswordForm, resetPasswordForm, sendResetCode } from './forms'
export { StaleHash } from './password'
export { normalizeEmail } from './service'
export { eventsWithin, recordEvents, secondsUntilBelow } from './throttle'
