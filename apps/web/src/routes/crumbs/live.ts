export const handle = { crumb: 'Live' };
