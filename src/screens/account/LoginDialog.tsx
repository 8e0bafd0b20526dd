/** Renders the login/register dialog bound to the storefront's dialog actor. */
export function LoginDialogHost() {
  return null
}
