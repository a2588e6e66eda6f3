/**
 * A stream of playlist saves as teachers make them (the site's CreatePlaylist, UpdatePlaylist and
 * DeletePlaylist mutations, apps/web/src/features/playlists/playlists.graphql), several in flight at
 * once, with a ledger of what each save asked for and what the CMS acknowledged. Then `verify` reads
 * every playlist back and checks that each shows a state the ledger allows:
 *
 * - every save acknowledged before `since` (the kill, or the start of a backup) is there, exactly as
 *   acknowledged, or replaced by a later save of the same playlist;
 * - a save that was in flight (sent, never answered) is either there, exactly as sent, or absent;
 * - nothing else: no playlist twice, none that nobody created, none in a state it never had.
 *
 * Each playlist gets its saves one after another (a teacher's page waits for one save before the
 * next); the concurrency is across playlists and teachers.
 */
import { isDeepStrictEqual } from 'node:util';
import type { GraphqlAnswer } from './cms-process';

type Graphql = (query: string, variables?: Record<string, unknown>, token?: string) => Promise<GraphqlAnswer>;

export const PLAYLIST_FIELDS = `documentId title version updatedAt audience { documentId }
  playlist_item { __typename
    ... on ComponentPlaylistActivityItem { title context_path playlist_order item { documentId } }
    ... on ComponentPlaylistAudioItem { title context_path playlist_order item { documentId } } }`;
/** The site's playlist calls, answering the given fields of a playlist. */
export function playlistOperations(fields: string) {
  return {
    CREATE: `mutation ($title: String!, $audience: ID, $items: [PlaylistItemInput!]) {
  createPlaylist(title: $title, audience: $audience, items: $items) { ${fields} } }`,
    UPDATE: `mutation ($documentId: ID!, $version: Int!, $title: String, $audience: ID, $items: [PlaylistItemInput!]) {
  updatePlaylist(documentId: $documentId, version: $version, title: $title, audience: $audience, items: $items) { ${fields} } }`,
    DELETE: `mutation ($documentId: ID!) { deletePlaylist(documentId: $documentId) { documentId } }`,
    ONE: `query ($documentId: ID!) { playlist(documentId: $documentId) { ${fields} } }`,
    MINE: `{ playlists { documentId title } }`,
  };
}
const { CREATE, UPDATE, DELETE, ONE, MINE } = playlistOperations(PLAYLIST_FIELDS);

/** A playlist as stored, in a form that compares exactly. */
export interface PlaylistState {
  documentId?: string;
  updatedAt?: string;
  title: string;
  version: number;
  audience: string | null;
  items: Array<{ type: string; item: string | null; title: string | null; context_path: string | null; playlist_order: number | null }>;
}

export function playlistState(playlist: any): PlaylistState {
  return {
    documentId: playlist.documentId,
    updatedAt: playlist.updatedAt,
    title: playlist.title,
    version: playlist.version,
    audience: playlist.audience?.documentId ?? null,
    items: playlist.playlist_item.map((item: any) => ({
      type: item.__typename,
      item: item.item?.documentId ?? null,
      title: item.title ?? null,
      context_path: item.context_path ?? null,
      playlist_order: item.playlist_order ?? null,
    })),
  };
}

/** Compares a stored state with an expected one; an expected state from a request has no documentId or updatedAt. */
function matches(stored: PlaylistState, expected: PlaylistState): boolean {
  const { documentId, updatedAt, ...rest } = stored;
  return isDeepStrictEqual({ ...rest, ...(expected.documentId ? { documentId } : {}), ...(expected.updatedAt ? { updatedAt } : {}) }, expected);
}

export interface StreamTargets {
  activities: string[];
  audio: string[];
  audiences: string[];
}

interface ItemInput {
  type: 'activity' | 'audio';
  item: string;
  title: string;
  context_path: string;
}

/** One playlist's history: null is "absent" (before its creation, after its deletion). */
interface Tracked {
  teacher: number;
  title: string;
  documentId?: string;
  acked: Array<{ state: PlaylistState | null; at: number }>;
  pending?: PlaylistState | null;
}

export interface Verdict {
  problems: string[];
  /** Saves the CMS acknowledged before `since`. */
  acknowledged: number;
  /** Saves sent but never answered, and how many of them were stored. */
  inFlight: number;
  inFlightStored: number;
  playlists: number;
}

/** A small deterministic generator, so a failing run can be replayed with its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class PlaylistSaveStream {
  readonly tracked: Tracked[] = [];
  readonly unexpected: string[] = [];
  acknowledged = 0;
  private stopped = false;
  private readonly workers: Promise<void>[] = [];
  private readonly next: () => number;

  constructor(
    private readonly graphql: Graphql,
    private readonly tokens: string[],
    private readonly targets: StreamTargets,
    /** Every title starts with it, so `verify` finds this stream's playlists among others. */
    readonly prefix: string,
    readonly seed = Date.now() % 100_000,
  ) {
    this.next = random(seed);
  }

  /** Starts `perTeacher` concurrent writers for each teacher. */
  start(perTeacher: number): void {
    for (let teacher = 0; teacher < this.tokens.length; teacher++) {
      for (let n = 0; n < perTeacher; n++) this.workers.push(this.writer(teacher, `${teacher}.${n}`));
    }
  }

  /** Saves in flight right now. */
  get inFlight(): number {
    return this.tracked.filter((t) => t.pending !== undefined).length;
  }

  /** Stops sending; resolves when every writer has had its last answer (or lost its connection). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers);
  }

  private pick<T>(list: T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  private items(): ItemInput[] {
    const count = Math.floor(this.next() * 6);
    return Array.from({ length: count }, (_, n) =>
      this.next() < 0.7
        ? { type: 'activity' as const, item: this.pick(this.targets.activities), title: `Activity ${n}`, context_path: `/primary/durability/${n}` }
        : { type: 'audio' as const, item: this.pick(this.targets.audio), title: `Recording ${n}`, context_path: '/audiolibrary' },
    );
  }

  private intended(title: string, audience: string | null, items: ItemInput[], version: number): PlaylistState {
    return {
      title,
      version,
      audience,
      items: items.map((item, order) => ({
        type: item.type === 'activity' ? 'ComponentPlaylistActivityItem' : 'ComponentPlaylistAudioItem',
        item: item.item,
        title: item.title,
        context_path: item.context_path,
        playlist_order: order,
      })),
    };
  }

  /** Sends one save; answers its data, or undefined when the connection was lost (the CMS died). */
  private async send(tracked: Tracked, expected: PlaylistState | null, query: string, variables: Record<string, unknown>): Promise<any> {
    tracked.pending = expected;
    let answer: GraphqlAnswer;
    try {
      answer = await this.graphql(query, variables, this.tokens[tracked.teacher]);
    } catch {
      return undefined; // stays pending: sent, never answered
    }
    tracked.pending = undefined;
    if (answer.body.errors || !answer.body.data) {
      this.unexpected.push(`${tracked.title}: ${answer.status} ${JSON.stringify(answer.body.errors)}`);
      return undefined;
    }
    this.acknowledged++;
    return answer.body.data;
  }

  private async writer(teacher: number, name: string): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const tracked: Tracked = { teacher, title: `${this.prefix} ${name} #${n}`, acked: [] };
      this.tracked.push(tracked);
      let audience: string | null = this.next() < 0.5 ? this.pick(this.targets.audiences) : null;
      let items = this.items();
      const created = await this.send(tracked, this.intended(tracked.title, audience, items, 1), CREATE, { title: tracked.title, audience, items });
      if (!created) return;
      tracked.documentId = created.createPlaylist.documentId;
      tracked.acked.push({ state: playlistState(created.createPlaylist), at: Date.now() });

      const updates = 2 + Math.floor(this.next() * 3);
      for (let u = 1; u <= updates && !this.stopped; u++) {
        const current = tracked.acked.at(-1)!.state!;
        const title = this.next() < 0.5 ? `${tracked.title} v${current.version + 1}` : current.title;
        if (this.next() < 0.3) audience = this.next() < 0.5 ? this.pick(this.targets.audiences) : null;
        items = this.next() < 0.8 ? this.items() : items;
        const expected = this.intended(title, audience, items, current.version + 1);
        const saved = await this.send(tracked, expected, UPDATE, { documentId: tracked.documentId, version: current.version, title, audience, items });
        if (!saved) return;
        tracked.acked.push({ state: playlistState(saved.updatePlaylist), at: Date.now() });
      }
      if (!this.stopped && this.next() < 0.3) {
        const deleted = await this.send(tracked, null, DELETE, { documentId: tracked.documentId });
        if (!deleted) return;
        tracked.acked.push({ state: null, at: Date.now() });
      }
    }
  }

  /**
   * Reads this stream's playlists back through `graphql` (the same teachers' tokens must be valid
   * there) and checks them against the ledger. `since`: saves acknowledged before it must be there.
   */
  async verify(graphql: Graphql, since = Number.POSITIVE_INFINITY): Promise<Verdict> {
    const problems: string[] = [...this.unexpected.map((u) => `a save was refused: ${u}`)];
    const stored = new Map<string, PlaylistState>(); // documentId -> state
    const byTitle = new Map<string, string[]>(); // creation title -> documentIds
    for (const token of this.tokens) {
      const mine = await graphql(MINE, {}, token);
      if (!mine.body.data) throw new Error(`reading the playlists failed: ${JSON.stringify(mine.body)}`);
      for (const { documentId } of mine.body.data.playlists.filter((p: { title: string }) => p.title.startsWith(this.prefix))) {
        const one = await graphql(ONE, { documentId }, token);
        const state = playlistState(one.body.data.playlist);
        stored.set(documentId, state);
      }
    }
    const createdTitle = (title: string) => this.tracked.find((t) => title === t.title || title.startsWith(`${t.title} v`))?.title;
    for (const [documentId, state] of stored) {
      const title = createdTitle(state.title) ?? state.title;
      byTitle.set(title, [...(byTitle.get(title) ?? []), documentId]);
    }

    let acknowledged = 0;
    let inFlight = 0;
    let inFlightStored = 0;
    const accounted = new Set<string>();
    for (const tracked of this.tracked) {
      const candidates = tracked.documentId ? [tracked.documentId] : (byTitle.get(tracked.title) ?? []);
      if (candidates.length > 1) problems.push(`${tracked.title} is stored ${candidates.length} times`);
      const found = candidates.map((id) => stored.get(id)).find(Boolean) ?? null;
      candidates.forEach((id) => accounted.add(id));

      // The states the playlist may show: the last one acknowledged before `since`, any later one, or the save in flight.
      const history: Array<PlaylistState | null> = [null, ...tracked.acked.map((a) => a.state)];
      const lastBefore = tracked.acked.filter((a) => a.at < since).length; // index into history
      acknowledged += lastBefore;
      const allowed = history.slice(lastBefore);
      if (tracked.pending !== undefined) {
        inFlight++;
        allowed.push(tracked.pending);
      }
      const match = allowed.findIndex((state) => (state === null ? found === null : found !== null && matches(found, state)));
      if (match === -1) {
        problems.push(`${tracked.title}: stored ${JSON.stringify(found)}, but the saves allow only ${JSON.stringify(allowed)}`);
      } else if (tracked.pending !== undefined && match === allowed.length - 1) {
        inFlightStored++;
      }
    }
    for (const documentId of stored.keys()) {
      if (!accounted.has(documentId)) problems.push(`${documentId} (${stored.get(documentId)!.title}) was stored, but no save created it`);
    }
    return { problems, acknowledged, inFlight, inFlightStored, playlists: stored.size };
  }
}
