// Open to everyone (access/rest-doors.ts OPEN_ROUTES): the controller reads the caller's role from their token itself.
export default {
  routes: [
    { method: 'GET', path: '/search', handler: 'search.search', config: { auth: false } },
    { method: 'GET', path: '/search/suggestions', handler: 'search.suggestions', config: { auth: false } },
  ],
};
