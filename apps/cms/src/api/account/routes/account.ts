export default {
  routes: [{ method: 'GET', path: '/account/access', handler: 'account.access' }],
};
