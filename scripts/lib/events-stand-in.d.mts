export const STAND_IN_MODES: readonly ['ok', 'slow', 'error', 'malformed', 'not-a-list', 'bad-event', 'broken-image', 'foreign-image'];
export type StandInMode = (typeof STAND_IN_MODES)[number];
export interface SampleEvent {
  id: number;
  title: string;
  image: number | null;
  excerpt: string;
  acf: Record<string, string | false>;
}
export function sampleEvents(now?: Date): SampleEvent[];
export interface EventsStandIn {
  url: string;
  port: number;
  setMode(mode: StandInMode, options?: { delayMs?: number }): void;
  listRequests(): number;
  close(): Promise<void>;
}
export function startEventsStandIn(options?: { port?: number; host?: string; dataDir?: string; now?: () => Date }): Promise<EventsStandIn>;
