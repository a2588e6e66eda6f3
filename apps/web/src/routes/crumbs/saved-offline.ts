export const handle = { crumb: 'Saved for offline' };
