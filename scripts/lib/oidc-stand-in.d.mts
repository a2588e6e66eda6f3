export const STAND_IN_TENANT: string;
export const STAND_IN_CLIENT_PREFIX: string;
export const DEMO_IDENTITIES: Array<{ key: string; email: string; email_verified: boolean; given_name: string; family_name: string; note: string }>;
export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}
export interface OidcStandIn {
  url: string;
  google: ProviderClient;
  microsoft: ProviderClient;
  /** The CMS's settings for both providers (GOOGLE_CLIENT_ID... MICROSOFT_AUTHORITY). */
  settings: Record<string, string>;
  close(): Promise<void>;
}
export function startOidcStandIn(options: {
  port?: number;
  host?: string;
  siteUrl: string;
  dataDir?: string;
  log?: (line: string) => void;
}): Promise<OidcStandIn>;
