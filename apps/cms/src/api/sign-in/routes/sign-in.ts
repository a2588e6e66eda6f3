import { PROVIDERS } from '../providers';

export default {
  routes: [
    // Signing in with Google or Microsoft (services/sign-in.ts): which buttons show; the start and
    // the provider's callback (browser navigations); then the site's finishing page's calls.
    { method: 'GET', path: '/sign-in/providers', handler: 'sign-in.providers', config: { auth: false } },
    // One route per provider, spelt out, as the REST doors list every open route (access/rest-doors.ts).
    ...PROVIDERS.flatMap((provider) => [
      { method: 'GET', path: `/sign-in/${provider}/start`, handler: 'sign-in.start', config: { auth: false } },
      { method: 'GET', path: `/sign-in/${provider}/callback`, handler: 'sign-in.callback', config: { auth: false } },
    ]),
    { method: 'POST', path: '/sign-in/finish', handler: 'sign-in.finish', config: { auth: false } },
    { method: 'POST', path: '/sign-in/link', handler: 'sign-in.link', config: { auth: false } },
    { method: 'POST', path: '/sign-in/mail-link', handler: 'sign-in.mailLink', config: { auth: false } },
    { method: 'POST', path: '/sign-in/confirm', handler: 'sign-in.confirm', config: { auth: false } },
    // The token's teacher's own ways in, for the account page.
    { method: 'GET', path: '/account/sign-ins', handler: 'sign-in.waysIn' },
    { method: 'POST', path: '/account/sign-ins/remove', handler: 'sign-in.remove' },
  ],
};
