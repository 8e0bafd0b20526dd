/** What other modules may use of captcha; the rest of the module is its own. */
export { consumeCaptcha } from './service'
