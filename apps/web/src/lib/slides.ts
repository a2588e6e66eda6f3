/**
 * Lesson mode's rules (docs/product.md, "Slideshow behaviour"), kept apart from React so
 * they can be tested on their own.
 *
 * Our rules where the original brief is silent:
 * - A slide is shown in lesson mode unless an editor unticked its `include_in_lesson` (it defaults
 *   to true), so a slide can be kept out of the classroom without being deleted. Counts ('N slides')
 *   and 'Start Activity' follow the same rule.
 * - A slide number that is not a number reads as 1; one past the end reads as the last slide, so an
 *   old link still opens on a slide after an editor removes one.
 * - 'Previous' from an activity's first slide goes to the previous activity's last slide, as a
 *   presentation would; 'Next' goes to the next activity's first slide.
 * - A section divider is shown in the lesson overview only when an activity with slides follows it
 *   (before the next divider): a heading over nothing would read as a mistake.
 */
import { PRODUCT_NAME } from './config';

export const DEFAULT_SLIDE = 1;

interface SlideFlags {
  __typename?: string;
  include_in_lesson?: boolean | null;
}

/** The slides lesson mode shows: not an unknown component (the schema's Error entry), and not left out by the editor. */
export function lessonModeSlides<T extends SlideFlags>(slides: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (slides ?? []).filter((slide): slide is T => Boolean(slide && slide.__typename !== 'Error' && slide.include_in_lesson !== false));
}

export function lessonModeSlideCount(slideshow: { slides?: ReadonlyArray<SlideFlags | null> | null } | null | undefined): number {
  return lessonModeSlides(slideshow?.slides).length;
}

/** The slide the URL names, from 1 (the default) to the count. */
export function slidePosition(param: string | undefined, count: number): number {
  const parsed = param && /^\d+$/.test(param) ? Number(param) : DEFAULT_SLIDE;
  return Math.max(DEFAULT_SLIDE, Math.min(parsed, Math.max(count, DEFAULT_SLIDE)));
}

/** The tab title: '{slide title} (Lesson mode)', or the product's name when the slide has no title. */
export function lessonModeTitle(slideTitle: string | null | undefined): string {
  return `${slideTitle?.trim() || PRODUCT_NAME} (Lesson mode)`;
}

/** Where 'Exit lesson mode' goes: the path before '/slides'. */
export function exitPath(pathname: string): string {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const at = segments.lastIndexOf('slides');
  return at > 0 ? segments.slice(0, at).join('/') || '/' : '/';
}

/** The path up to and including '/slides' (slide n of an activity's slideshow is '{root}/{n}'). */
export function slidesRoot(pathname: string): string {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const at = segments.lastIndexOf('slides');
  return at > 0 ? segments.slice(0, at + 1).join('/') : pathname;
}

export interface PlayableActivity {
  id: string;
  title: string;
  slideCount: number;
}

export type OverviewEntry = { kind: 'divider'; key: string; title: string } | { kind: 'activity'; key: string; activity: PlayableActivity };

interface LessonEntry {
  id: string;
  title?: string | null;
  section_divider?: boolean | null;
  activity?: { documentId: string; title: string; activity_slideshow?: { slides?: ReadonlyArray<SlideFlags | null> | null } | null } | null;
}

/** The lesson overview: activities with at least one slide (docs/product.md, "Lesson overview"), and the dividers that head them. */
export function lessonOverview(entries: ReadonlyArray<LessonEntry | null | undefined>): OverviewEntry[] {
  const overview: OverviewEntry[] = [];
  let pendingDivider: OverviewEntry | undefined;
  for (const entry of entries) {
    if (!entry) continue;
    if (entry.section_divider) {
      pendingDivider = { kind: 'divider', key: entry.id, title: entry.title ?? '' };
      continue;
    }
    const slideCount = lessonModeSlideCount(entry.activity?.activity_slideshow);
    if (!entry.activity || slideCount === 0) continue;
    if (pendingDivider) overview.push(pendingDivider);
    pendingDivider = undefined;
    overview.push({ kind: 'activity', key: entry.id, activity: { id: entry.activity.documentId, title: entry.activity.title, slideCount } });
  }
  return overview;
}

export function playableActivities(entries: ReadonlyArray<LessonEntry | null | undefined>): PlayableActivity[] {
  return lessonOverview(entries).flatMap((entry) => (entry.kind === 'activity' ? [entry.activity] : []));
}

/** The activities either side of this one among those with slides, when there are. */
export function neighbours(playable: ReadonlyArray<PlayableActivity>, currentId: string): { previous?: PlayableActivity; next?: PlayableActivity } {
  const at = playable.findIndex((activity) => activity.id === currentId);
  if (at < 0) return {};
  return { previous: playable[at - 1], next: playable[at + 1] };
}

export interface Step {
  to: string;
  /** True when the step leaves this slideshow for a neighbouring one ('Previous' / 'Next'). */
  crossesActivity: boolean;
}

/**
 * The back and forward moves from a slide: to the slide either side, or at either end to the
 * neighbouring slideshow's path, or nowhere.
 */
export function slideSteps(
  position: number,
  count: number,
  slidePath: (position: number) => string,
  neighbourPaths: { previous?: string; next?: string } = {},
): { back?: Step; forward?: Step } {
  const back =
    position > 1
      ? { to: slidePath(position - 1), crossesActivity: false }
      : neighbourPaths.previous
        ? { to: neighbourPaths.previous, crossesActivity: true }
        : undefined;
  const forward =
    position < count
      ? { to: slidePath(position + 1), crossesActivity: false }
      : neighbourPaths.next
        ? { to: neighbourPaths.next, crossesActivity: true }
        : undefined;
  return { back, forward };
}

interface MediaLike {
  url?: unknown;
  mime?: unknown;
}

/** Every image and audio file a slide shows (its cards' too), for fetching the next slide ahead. */
export function slideMedia(slide: unknown): { images: string[]; audio: string[] } {
  const images = new Set<string>();
  const audio = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const media = value as MediaLike;
    if (typeof media.url === 'string' && typeof media.mime === 'string') {
      if (media.mime.startsWith('image/')) images.add(media.url);
      else if (media.mime.startsWith('audio/')) audio.add(media.url);
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(slide);
  return { images: [...images], audio: [...audio] };
}

interface SubSlideshowLike {
  documentId?: string;
  slides?: unknown;
}

/** The sub-slideshows a slide opens ('Activity audio', 'Instrument options', its sub-slide buttons), once each. */
export function subSlideshows<T extends SubSlideshowLike>(slide: unknown): T[] {
  const record = slide as {
    activity_audio?: T | null;
    instrument_options?: T | null;
    sub_slides2?: ReadonlyArray<{ activity_slideshow?: T | null } | null> | null;
  } | null;
  const found = new Map<string, T>();
  for (const link of [record?.activity_audio, record?.instrument_options, ...(record?.sub_slides2 ?? []).map((button) => button?.activity_slideshow)]) {
    if (link?.documentId && !found.has(link.documentId)) found.set(link.documentId, link);
  }
  return [...found.values()];
}

export function subSlideshowIds(slide: unknown): string[] {
  return subSlideshows(slide).map((link) => link.documentId!);
}

/**
 * A video's embed (JSON with a url; docs/product.md, "Videos") as an address the player may frame:
 * http(s) or a path on our own site. Anything else (no url, javascript:, data:) is not a valid
 * embed. Autoplay requests are removed: nothing plays until the teacher presses play.
 */
export function embedUrl(embed: unknown, origin: string): string | undefined {
  let value = embed;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const url = value && typeof value === 'object' ? (value as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url.trim()) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), origin);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  for (const key of [...parsed.searchParams.keys()]) {
    if (key.toLowerCase() === 'autoplay') parsed.searchParams.delete(key);
  }
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}

/** The player's address once the teacher has pressed play on the slide: the player starts at once. */
export function startedEmbedUrl(src: string): string {
  const [path, hash = ''] = src.split('#');
  return `${path}${path.includes('?') ? '&' : '?'}autoplay=1${hash ? `#${hash}` : ''}`;
}
