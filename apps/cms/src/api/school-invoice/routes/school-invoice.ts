export default {
  routes: [
    // The token's own school: its invoices, and asking for one (a teacher starting a school account becomes its owner).
    { method: 'GET', path: '/school-invoice', handler: 'school-invoice.mine' },
    { method: 'POST', path: '/school-invoice', handler: 'school-invoice.request' },
  ],
};
