export const handle = { crumb: 'Privacy policy' };
