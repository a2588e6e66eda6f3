/** The little of `pg` (a dependency without its own types) that outages/database-at-start.ts and runtime/start-lock.ts use. */
declare module 'pg' {
  export interface ClientConfig {
    connectionString?: string;
    ssl?: unknown;
    connectionTimeoutMillis?: number;
    [option: string]: unknown;
  }
  export class Client {
    constructor(config: ClientConfig);
    connect(): Promise<void>;
    query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
    end(): Promise<void>;
    on(event: 'error', listener: (error: Error) => void): this;
  }
}
