/**
 * "Continue with Google" and "Continue with Microsoft" (docs/product.md, "Signing in with Google or
 * Microsoft"): links to the CMS's start route, which sends the browser to the provider. Only the
 * providers the CMS has settings for show; nothing shows until it has said which (or if it cannot).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { signInProviders, signInStart, type SignInProvider } from './sign-in-api';
import './sign-in.css';

export function SignInButtons({ invitation, from }: { invitation?: string; from?: string }) {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const location = useLocation();
  useEffect(() => {
    let live = true;
    void signInProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);
  if (!providers.length) return null;
  const back = from ?? `${location.pathname}${location.search}`;
  return (
    <div className="sign-in-buttons">
      <ul className="stack-list">
        {providers.map((provider) => (
          <li key={provider.name}>
            <a
              className={`button button--outline sign-in-button sign-in-button--${provider.name}`}
              href={signInStart(provider.name, { from: back, invitation })}
            >
              <ProviderMark name={provider.name} />
              Continue with {provider.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="sign-in-buttons__or">
        <span>or</span>
      </p>
    </div>
  );
}

/** The providers' marks, drawn here (no request to their sites): Google's four colours, Microsoft's four squares. */
function ProviderMark({ name }: { name: SignInProvider['name'] }) {
  if (name === 'microsoft') {
    return (
      <svg className="sign-in-button__mark" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect x="0" y="0" width="9" height="9" fill="#f25022" />
        <rect x="11" y="0" width="9" height="9" fill="#7fba00" />
        <rect x="0" y="11" width="9" height="9" fill="#00a4ef" />
        <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
      </svg>
    );
  }
  return (
    <svg className="sign-in-button__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M45.1 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8c-.5 2.8-2.1 5.1-4.4 6.7v5.5h7.1c4.2-3.8 6.6-9.5 6.6-16.2z" />
      <path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9.1H4.4v5.7C8 41.1 15.4 46 24 46z" />
      <path fill="#FBBC05" d="M11.7 28.2c-.4-1.3-.7-2.7-.7-4.2s.3-2.9.7-4.2v-5.7H4.4C2.9 17.1 2 20.4 2 24s.9 6.9 2.4 9.9l7.3-5.7z" />
      <path fill="#EA4335" d="M24 10.7c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.4 2 8 6.9 4.4 14.1l7.3 5.7c1.7-5.2 6.6-9.1 12.3-9.1z" />
    </svg>
  );
}
