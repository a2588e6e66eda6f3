/**
 * /welcome/{welcome} shows one of the home page's welcome messages above the home content:
 * 'new-registration', 'purchase' or 'invitation'. Any other value shows the home page alone.
 */
export interface WelcomeMessages {
  welcome_new_registration?: string | null;
  welcome_purchase?: string | null;
  welcome_invitation?: string | null;
}

export const WELCOME_KINDS = {
  'new-registration': 'welcome_new_registration',
  purchase: 'welcome_purchase',
  invitation: 'welcome_invitation',
} as const;

export function welcomeMessage(home: WelcomeMessages, welcome: string | undefined): string | undefined {
  if (!welcome || !Object.hasOwn(WELCOME_KINDS, welcome)) return undefined;
  return home[WELCOME_KINDS[welcome as keyof typeof WELCOME_KINDS]] ?? undefined;
}
