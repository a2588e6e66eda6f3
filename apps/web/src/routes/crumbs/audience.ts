export const handle = { crumb: ':audience' };
