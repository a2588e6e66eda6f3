export const handle = { crumb: ':liveproduction' };
