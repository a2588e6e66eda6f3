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

/** One JSON request to the CMS as the site sends it: its status, and its body read as JSON (undefined when it is not). */
export async function callJson(url: string, method: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** Registers a new teacher (`registration`, with any field overridden) and answers their token, id and address. */
export async function registerTeacher(baseUrl: string, name: string, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail(name);
  const response = await callJson(`${baseUrl}/api/auth/local/register`, 'POST', undefined, registration(email, overrides));
  return { token: response.body.jwt as string, id: response.body.user.id as number, email };
}

/** Registers a new teacher on a free trial (an active subscriber) and answers their token. */
export async function registerTrialTeacher(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(registration(uniqueEmail(name))),
  });
  return (await response.json()).jwt;
}

/** Emails as the development mail catcher answers them (helpers/cms.ts, CaughtEmail). */
type Inbox = Array<{ to: Array<{ address: string }>; html: string; text?: string }>;

/**
 * The one-time token of the newest school invitation link emailed to `address`, as the invitee
 * reads it from their mailbox (`${SITE_URL}/join/{token}`; src/accounts/invitation-links.ts).
 * The catcher may store a message a moment after the CMS has sent it: this waits up to 5 s.
 */
export async function invitationTokenFor(readInbox: () => Promise<Inbox>, address: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const mail = (await readInbox()).filter((message) => message.to[0]?.address === address).at(-1);
    const token = mail?.html.match(/\/join\/([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation link was emailed to ${address}`);
}
