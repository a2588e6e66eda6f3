export const handle = { crumb: 'CPD' };
