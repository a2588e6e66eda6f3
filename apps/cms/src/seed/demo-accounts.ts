/**
 * Demo logins, development seed only. People trying the product and the browser tests use them.
 * Each has a profile and a subscription: Sam and Priya a paid one for a year, Alex a free trial
 * that ended ten days ago. The server derives the role from the subscription on each request.
 * Priya owns the school member account of Hillside Primary School.
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'subscriber@example.com',
    password: 'Subscriber1',
    firstName: 'Sam',
    lastName: 'Taylor',
    role: 'active_subscriber',
    interests: ['Primary education'],
    subscription: { kind: 'paid', days: 365 },
  },
  {
    email: 'lapsed@example.com',
    password: 'Lapsed1',
    firstName: 'Alex',
    lastName: 'Morgan',
    role: 'authenticated',
    interests: ['Secondary education'],
    subscription: { kind: 'trial', days: -10 },
  },
  {
    email: 'schooladmin@example.com',
    password: 'SchoolAdmin1',
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'active_subscriber',
    interests: ['Primary education', 'SEND education'],
    subscription: { kind: 'paid', days: 365 },
    ownsSchool: 'Hillside Primary School',
  },
] as const;
