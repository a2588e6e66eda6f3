export const handle = { crumb: ':activitySection' };
