export const handle = { crumb: ':playlistId' };
