// The token's own school only (access/rest-doors.ts OPEN_ROUTES; every logged-in role may call it, the service refuses non-owners).
export default {
  routes: [{ method: 'GET', path: '/school-record/entries.csv', handler: 'school-record.entriesCsv' }],
};
