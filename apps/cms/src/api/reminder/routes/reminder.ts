export default {
  routes: [
    { method: 'GET', path: '/reminders', handler: 'reminder.mine' },
    { method: 'PUT', path: '/reminders', handler: 'reminder.change' },
    // The signed link works without a login (the token is the proof), for visitors and teachers alike.
    { method: 'POST', path: '/reminders/turn-off', handler: 'reminder.turnOff', config: { auth: false } },
  ],
};
