export const handle = { crumb: 'My teaching' };
