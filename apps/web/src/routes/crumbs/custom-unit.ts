export const handle = { crumb: ':customUnit' };
