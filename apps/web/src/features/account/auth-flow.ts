/**
 * The auth flow states (docs/product.md, "Login state in the browser"). Every account operation
 * moves through '{operation}-start' to '{operation}-success', or to its failure state:
 * 'login-failed' and 'register-failed' as the product names them, '{operation}-error' for the
 * others (profile-save-error is ours: the original brief names only its start and success). Log Out
 * ends in 'logout-complete'.
 */
export const OPERATIONS = [
  'login',
  'register',
  'profile-save',
  'password-reset',
  'forgot-password',
  'invite-member',
  'remove-invited-member',
  'remove-member',
  'accept-invitation',
] as const;

export type AuthOperation = (typeof OPERATIONS)[number];
type FailureSuffix<O extends AuthOperation> = O extends 'login' | 'register' ? 'failed' : 'error';
export type AuthFlowState = 'idle' | 'logout-complete' | { [O in AuthOperation]: `${O}-start` | `${O}-success` | `${O}-${FailureSuffix<O>}` }[AuthOperation];

export const startState = (operation: AuthOperation) => `${operation}-start` as AuthFlowState;
export const successState = (operation: AuthOperation) => `${operation}-success` as AuthFlowState;
export const failureState = (operation: AuthOperation) =>
  `${operation}-${operation === 'login' || operation === 'register' ? 'failed' : 'error'}` as AuthFlowState;
