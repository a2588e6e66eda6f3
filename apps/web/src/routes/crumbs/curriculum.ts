export const handle = { crumb: 'Curriculum map' };
