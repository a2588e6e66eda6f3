export const handle = { crumb: 'Your Playlists' };
