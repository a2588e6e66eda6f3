export const handle = { crumb: ':projectpageslug' };
