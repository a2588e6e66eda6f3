export const handle = { crumb: 'Activity Library' };
