export const handle = { crumb: 'Audio Library' };
