export const handle = { crumb: 'Log in' };
