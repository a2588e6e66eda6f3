export const handle = { crumb: ':liveprogramme' };
