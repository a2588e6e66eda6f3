/**
 * The account emails users-permissions sends. The reset link points at the site's own page,
 * `${SITE_URL}/account/reset-password?code=...` (SITE_URL defaults to http://localhost:$PORT).
 * Our wording replaces Strapi's stock template once; an editor's later changes are kept.
 */
import type { Core } from '@strapi/strapi';
import { siteUrl } from '../runtime/environment';

export const RESET_PASSWORD_SUBJECT = 'Reset your Orchestra Classroom password';

const RESET_PASSWORD_MESSAGE = `<p>Hello,</p>
<p>Someone (we hope you) asked to reset the password of your Orchestra Classroom account.</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>">Choose a new password</a></p>
<p>If the link does not open, copy this address into your browser: <%= URL %>?code=<%= TOKEN %></p>
<p>The link works once, within the next hour. If you did not ask for this, you can ignore this email: your password stays as it is.</p>
<p>The Orchestra Classroom team</p>`;

export async function configureAccountEmails(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const resetUrl = `${siteUrl()}/account/reset-password`;
  if (advanced.email_reset_password !== resetUrl) {
    await store.set({ key: 'advanced', value: { ...advanced, email_reset_password: resetUrl } });
  }
  const emails = ((await store.get({ key: 'email' })) ?? {}) as Record<string, any>;
  const reset = emails.reset_password;
  if (reset?.options && reset.options.object !== RESET_PASSWORD_SUBJECT && reset.options.from?.email === 'no-reply@strapi.io') {
    reset.options = {
      ...reset.options,
      from: { name: 'Orchestra Classroom', email: 'no-reply@orchestra-classroom.example' },
      response_email: 'support@orchestra-classroom.example',
      object: RESET_PASSWORD_SUBJECT,
      message: RESET_PASSWORD_MESSAGE,
    };
    await store.set({ key: 'email', value: emails });
  }
}
