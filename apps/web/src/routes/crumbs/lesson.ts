export const handle = { crumb: ':lesson' };
