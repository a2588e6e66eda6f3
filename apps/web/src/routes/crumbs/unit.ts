export const handle = { crumb: ':unit' };
