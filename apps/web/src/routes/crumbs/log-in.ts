export const handle = { crumb: 'Log In' };
