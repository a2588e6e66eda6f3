/**
 * Demo logins, development seed only. People trying the product and the browser tests use them.
 * Their profiles (names) arrive with the accounts work; the role decides access.
 */
export const DEMO_ACCOUNTS = [
  { email: 'subscriber@example.com', password: 'Subscriber1', firstName: 'Sam', lastName: 'Taylor', role: 'active_subscriber' },
  { email: 'lapsed@example.com', password: 'Lapsed1', firstName: 'Alex', lastName: 'Morgan', role: 'authenticated' },
  { email: 'schooladmin@example.com', password: 'SchoolAdmin1', firstName: 'Priya', lastName: 'Shah', role: 'active_subscriber' },
] as const;
