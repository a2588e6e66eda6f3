/**
 * The sign-in providers (docs/deploy.md, "Signing in with Google and Microsoft"): each one's issuer
 * and OAuth client, from the settings. A provider without a client id is off: its button does not
 * show and its routes answer 404. The issuer's configuration is read once (OpenID discovery, by
 * openid-client) and kept; a failed read is tried again at the next sign-in.
 */
import * as client from 'openid-client';
import { setting } from '../../runtime/environment';

export const PROVIDERS = ['google', 'microsoft'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const PROVIDER_LABELS: Record<ProviderName, string> = { google: 'Google', microsoft: 'Microsoft' };

interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function providerSettings(name: ProviderName): ProviderSettings | undefined {
  if (name === 'google') {
    const clientId = setting('GOOGLE_CLIENT_ID');
    const clientSecret = setting('GOOGLE_CLIENT_SECRET');
    if (!clientId || !clientSecret) return undefined;
    return { issuer: (setting('GOOGLE_ISSUER') ?? 'https://accounts.google.com').replace(/\/+$/, ''), clientId, clientSecret };
  }
  const clientId = setting('MICROSOFT_CLIENT_ID');
  const clientSecret = setting('MICROSOFT_CLIENT_SECRET');
  const tenant = setting('MICROSOFT_TENANT');
  if (!clientId || !clientSecret || !tenant) return undefined;
  // Microsoft's issuer has the tenant in it: tokens from another directory do not pass.
  const authority = (setting('MICROSOFT_AUTHORITY') ?? 'https://login.microsoftonline.com').replace(/\/+$/, '');
  return { issuer: `${authority}/${tenant}/v2.0`, clientId, clientSecret };
}

export const isProviderName = (name: unknown): name is ProviderName => PROVIDERS.includes(name as ProviderName);

/** The providers whose settings are there, in the order their buttons show. */
export const configuredProviders = (): ProviderName[] => PROVIDERS.filter((name) => providerSettings(name));

const configurations = new Map<string, Promise<client.Configuration>>();

/** The provider's configuration (discovered from its issuer), for openid-client's calls. */
export function providerConfiguration(name: ProviderName): Promise<client.Configuration> {
  const settings = providerSettings(name);
  if (!settings) throw new Error(`${name} sign-in is not configured`);
  const key = JSON.stringify(settings);
  let configuration = configurations.get(key);
  if (!configuration) {
    // Only a development stand-in is reached over plain http; the real issuers are https.
    const insecure = new URL(settings.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
    configuration = client.discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretPost(settings.clientSecret), insecure);
    configurations.set(key, configuration);
    configuration.catch(() => configurations.delete(key));
  }
  return configuration;
}
