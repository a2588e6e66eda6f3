/** Registration bodies for tests: a valid teacher by default, with any field overridden. */
export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    username: email,
    password: 'Original1',
    user_profile_data: { first_name: 'Test', last_name: 'Teacher', postcode: 'AB1 2CD', areas_of_interest: ['Primary education'] },
    ...overrides,
  };
}

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers a new teacher on a free trial (an active subscriber) and answers their token. */
export async function registerTrialTeacher(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(registration(uniqueEmail(name))),
  });
  return (await response.json()).jwt;
}
