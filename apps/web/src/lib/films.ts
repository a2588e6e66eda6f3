/**
 * The charity's own films as the page's `<video>` plays them (docs/product.md, "Videos"): the MP4
 * first (every browser the schools use plays H.264), the WebM after it when there is one, a
 * `<track>` per captions file with the English one on by default, and the sign-language version.
 * Files are addressed as the CMS gives them (`/uploads/...` on this site): the browser sends the
 * `classroom_auth` cookie with them, which lets a subscriber's player fetch these teaching files.
 */

interface FilmMedia {
  url?: string | null;
  mime?: string | null;
}

export interface FilmLike {
  title?: string | null;
  video?: FilmMedia | null;
  webm?: FilmMedia | null;
  poster?: FilmMedia | null;
  captions?: ReadonlyArray<{ id?: string | null; language?: string | null; label?: string | null; file?: { url?: string | null } | null } | null> | null;
  sign_language?: string | null;
  sign_language_video?: FilmMedia | null;
}

export interface CaptionTrack {
  src: string;
  srclang: string;
  label: string;
  default: boolean;
}

export interface PlayableFilm {
  poster?: string;
  sources: Array<{ src: string; type: string }>;
  tracks: CaptionTrack[];
  /** The sign-language version and its language ('BSL', 'Makaton'). */
  signLanguage?: { src: string; type: string; language: string };
}

/** The language whose captions show by default: English when there are English captions, else the first. */
export function defaultCaptionLanguage(languages: string[]): string | undefined {
  return languages.find((language) => /^en(-|$)/i.test(language)) ?? languages[0];
}

/** What the player needs, or undefined when the film has no playable file (its MP4 is missing). */
export function playableFilm(film: FilmLike | null | undefined): PlayableFilm | undefined {
  const mp4 = film?.video?.url;
  if (!film || !mp4) return undefined;
  const sources = [{ src: mp4, type: film.video?.mime || 'video/mp4' }];
  if (film.webm?.url) sources.push({ src: film.webm.url, type: film.webm.mime || 'video/webm' });
  const seen = new Set<string>();
  const listed = (film.captions ?? []).flatMap((track) => {
    const src = track?.file?.url;
    const srclang = track?.language?.trim();
    if (!src || !srclang || seen.has(srclang)) return [];
    seen.add(srclang);
    return [{ src, srclang, label: track?.label?.trim() || srclang }];
  });
  const chosen = defaultCaptionLanguage(listed.map((track) => track.srclang));
  const sign = film.sign_language_video?.url;
  return {
    poster: film.poster?.url || undefined,
    sources,
    tracks: listed.map((track) => ({ ...track, default: track.srclang === chosen })),
    signLanguage: sign ? { src: sign, type: film.sign_language_video?.mime || 'video/mp4', language: film.sign_language || 'Sign language' } : undefined,
  };
}

/** How far (seconds) the sign-language film may drift from the film before it is put back in step. */
export const SIGN_DRIFT_S = 0.3;

/** The time the sign-language film should jump to, or undefined when it is close enough to the film. */
export function signLanguageCorrection(filmTime: number, signTime: number, drift = SIGN_DRIFT_S): number | undefined {
  return Math.abs(filmTime - signTime) > drift ? filmTime : undefined;
}
