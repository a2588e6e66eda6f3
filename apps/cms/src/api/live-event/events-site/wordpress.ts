/**
 * The charity's events site (WordPress) in our terms: what we ask it for, how its answers are
 * checked, and how an event becomes the LiveEvent the site shows
 * (docs/product.md, "Live page and upcoming concerts").
 *
 * The list: GET {base}/wp-json/wp/v2/events with the fields a concert shows (the event's own fields are
 * Advanced Custom Fields, under `acf`). Then, for each event with a featured image, GET its media
 * link and take the `medium_large` size (else the full image).
 *
 * Checking: an answer that is not JSON, or not a list, is rejected whole. An event without an id, a
 * title, an http(s) link or a readable start date is left out, with the reason logged; the others
 * are served. Rendered HTML (titles, excerpts) becomes plain text here, so no markup from the
 * events site ever reaches a page. Times without a zone are the events site's wall-clock times in
 * the UK and become UTC instants.
 */
import { convert } from 'html-to-text';
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';

export const UK_TIME_ZONE = 'Europe/London';

export const EVENT_FIELDS = ['id', 'link', 'title', 'excerpt', 'featured_media', 'acf', '_links'] as const;

export function eventsListUrl(base: string): string {
  const url = new URL('wp-json/wp/v2/events', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('_fields', EVENT_FIELDS.join(','));
  url.searchParams.set('per_page', '100');
  return url.toString();
}

export interface LiveEventImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface LiveEvent {
  id: string;
  title: string;
  excerpt: string;
  link: string;
  tickets_link: string | null;
  venue_short: string | null;
  full_address: string | null;
  ticket_price: string | null;
  /** ISO 8601 instants (UTC). */
  event_start_date: string;
  event_end_date: string | null;
  also_shown_at: string | null;
  image: LiveEventImage | null;
}

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/\S+$/i.test(value), 'is not an http(s) link');
const rendered = z.object({ rendered: z.string() });
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    const text = value == null ? '' : String(value).trim();
    return text === '' ? null : text;
  });
// ACF answers `false` for an empty link field.
const optionalLink = z
  .union([z.literal(false), z.literal(''), httpUrl])
  .nullish()
  .transform((value) => (value ? value : null));

const rawEvent = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  link: httpUrl,
  title: rendered,
  excerpt: rendered.nullish(),
  featured_media: z.number().int().nullish(),
  _links: z
    .object({ 'wp:featuredmedia': z.array(z.object({ href: httpUrl })).optional() })
    .passthrough()
    .nullish(),
  acf: z.object({
    tickets_link: optionalLink,
    venue_short: optionalText,
    full_address: optionalText,
    ticket_price: optionalText,
    event_start_date: z.string(),
    event_end_date: optionalText,
    also_shown_at: optionalText,
  }),
});
type RawEvent = z.infer<typeof rawEvent>;

const rawMedia = z.object({
  source_url: httpUrl,
  alt_text: z.string().nullish(),
  media_details: z
    .object({
      width: z.number().nullish(),
      height: z.number().nullish(),
      sizes: z.record(z.string(), z.object({ source_url: httpUrl, width: z.number().nullish(), height: z.number().nullish() })).nullish(),
    })
    .nullish(),
});

/** HTML from the events site as plain text (entities decoded, tags gone, paragraphs on their own lines). */
export function plainText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ACF_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * A date from the events site as an ISO instant: 'YYYY-MM-DD HH:mm[:ss]' and ACF's 'YYYYMMDD' are
 * UK wall-clock times (GMT or BST, whichever applied on that day); a time with a zone or offset is
 * taken as it is. Null when unreadable.
 */
export function siteTimeToInstant(value: string): string | null {
  const text = value.trim();
  const wall = WALL_CLOCK.exec(text) ?? ACF_DATE.exec(text);
  if (wall) {
    const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((group) => Number(wall[group] ?? 0));
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
    const date = new TZDate(year, month - 1, day, hour, minute, second, UK_TIME_ZONE);
    // Reject dates that rolled over (31 February).
    if (date.getDate() !== day) return null;
    return new Date(date.getTime()).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'answer'} ${issue.message}`).join('; ');
}

export interface CheckedList {
  events: Array<{ event: Omit<LiveEvent, 'image'>; mediaLink: string | null }>;
  /** Why each left-out event was left out. */
  dropped: string[];
}

/** Checks the events list's body: the whole answer, then each event. */
export function checkEventList(body: string): Checked<CheckedList> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'the events list is not valid JSON' };
  }
  if (!Array.isArray(json)) return { ok: false, reason: 'the events list is not a list' };
  const list: CheckedList = { events: [], dropped: [] };
  json.forEach((item, index) => {
    const parsed = rawEvent.safeParse(item);
    if (!parsed.success) {
      list.dropped.push(`event ${describeId(item, index)}: ${describe(parsed.error)}`);
      return;
    }
    const mapped = toLiveEvent(parsed.data);
    if (!mapped.ok) list.dropped.push(`event ${describeId(item, index)}: ${mapped.reason}`);
    else list.events.push(mapped.value);
  });
  return { ok: true, value: list };
}

function describeId(item: unknown, index: number): string {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? `#${id}` : `at position ${index + 1}`;
}

function toLiveEvent(raw: RawEvent): Checked<CheckedList['events'][number]> {
  const start = siteTimeToInstant(raw.acf.event_start_date);
  if (!start) return { ok: false, reason: `event_start_date '${raw.acf.event_start_date}' is not a date` };
  const end = raw.acf.event_end_date ? siteTimeToInstant(raw.acf.event_end_date) : null;
  const title = plainText(raw.title.rendered);
  if (!title) return { ok: false, reason: 'the title is empty' };
  return {
    ok: true,
    value: {
      event: {
        id: String(raw.id),
        title,
        excerpt: raw.excerpt ? plainText(raw.excerpt.rendered) : '',
        link: raw.link,
        tickets_link: raw.acf.tickets_link,
        venue_short: raw.acf.venue_short,
        full_address: raw.acf.full_address,
        ticket_price: raw.acf.ticket_price,
        event_start_date: start,
        // An end before the start is a slip of the editor's: the event is treated as having none.
        event_end_date: end && end >= start ? end : null,
        also_shown_at: raw.acf.also_shown_at,
      },
      mediaLink: raw.featured_media ? (raw._links?.['wp:featuredmedia']?.[0]?.href ?? null) : null,
    },
  };
}

/** Checks a featured media answer and picks its medium_large size (else the full image). */
export function checkMedia(body: string): Checked<LiveEventImage> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'the media answer is not valid JSON' };
  }
  const parsed = rawMedia.safeParse(json);
  if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
  const media = parsed.data;
  const size = media.media_details?.sizes?.medium_large;
  return {
    ok: true,
    value: {
      url: size?.source_url ?? media.source_url,
      width: (size ? size.width : media.media_details?.width) ?? null,
      height: (size ? size.height : media.media_details?.height) ?? null,
      alt: plainText(media.alt_text ?? ''),
    },
  };
}

/**
 * The events still to come at `now`, soonest first. An event stays listed until the end of the UK
 * day it ends on (or starts on, without an end): a matinee is still on the list that evening.
 */
export function upcoming(events: LiveEvent[], now: Date): LiveEvent[] {
  return events
    .filter((event) => endOfUkDay(event.event_end_date ?? event.event_start_date) > now.getTime())
    .sort((a, b) => a.event_start_date.localeCompare(b.event_start_date) || a.title.localeCompare(b.title));
}

function endOfUkDay(instant: string): number {
  const day = new TZDate(Date.parse(instant), UK_TIME_ZONE);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 0, 0, 0, UK_TIME_ZONE).getTime();
}
