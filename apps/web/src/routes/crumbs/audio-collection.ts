export const handle = { crumb: ':container' };
