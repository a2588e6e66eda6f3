export const handle = { crumb: ':programme' };
