/**
 * Demo logins, development seed only. People trying the product and the browser tests use them.
 * The role decides access; each account also gets a profile with its name and interests.
 */
export const DEMO_ACCOUNTS = [
  { email: 'subscriber@example.com', password: 'Subscriber1', firstName: 'Sam', lastName: 'Taylor', role: 'active_subscriber', interests: ['Primary education'] },
  { email: 'lapsed@example.com', password: 'Lapsed1', firstName: 'Alex', lastName: 'Morgan', role: 'authenticated', interests: ['Secondary education'] },
  { email: 'schooladmin@example.com', password: 'SchoolAdmin1', firstName: 'Priya', lastName: 'Shah', role: 'active_subscriber', interests: ['Primary education', 'SEND education'] },
] as const;
