export const handle = { crumb: 'Your units of work' };
