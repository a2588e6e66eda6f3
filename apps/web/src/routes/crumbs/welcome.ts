export const handle = { crumb: 'Welcome' };
