export const handle = { crumb: ':library' };
