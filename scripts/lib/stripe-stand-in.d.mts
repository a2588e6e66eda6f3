export const STAND_IN_SECRET_KEY_PREFIX: string;
export const STAND_IN_WEBHOOK_SECRET_PREFIX: string;
export const DEV_PRICES: Array<{ setting: string; id: string; product: string; unit_amount: number; tax_behavior: string }>;
export function signatureHeader(payload: string, secret: string, timestamp?: number): string;
export interface StripeStandIn {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Price ids by their setting's name (STRIPE_PRICE_TEACHER_YEARLY...). */
  prices: Record<string, string>;
  account: { objects: Record<string, any>; get(id: string, kind: string, prefix?: string): any };
  webhooks: { state: { endpoint: string | null; delayMs: number; deliveries: Array<{ event: string; type: string; attempt: number; status: number }> } };
  close(): Promise<void>;
}
export function startStripeStandIn(options?: {
  port?: number;
  host?: string;
  dataDir?: string;
  webhookEndpoint?: string | null;
  secretKey?: string;
  webhookSecret?: string;
  prices?: typeof DEV_PRICES;
  log?: (line: string) => void;
}): Promise<StripeStandIn>;
