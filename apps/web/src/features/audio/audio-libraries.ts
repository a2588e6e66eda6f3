/**
 * Loading and merging the audio libraries of a route (docs/product.md, "Audio libraries"):
 * /audiolibrary (all), /{audience}/audiolibrary (the audience's) and /{audience}/{programme}/audio
 * (the programme's). Pages and containers with the same title merge across libraries, their counts
 * summed.
 */
import type { Params } from 'react-router';
import { AllAudioLibrariesDocument, AudienceAudioLibrariesDocument, ProgrammeAudioLibrariesDocument, type AudioLibraryFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { joinIds, mergeCounted } from '../../lib/merge';

export async function loadAudioLibraries(params: Params, signal: AbortSignal): Promise<AudioLibraryFragment[]> {
  const { audience, programme } = params;
  const data = programme
    ? await request(ProgrammeAudioLibrariesDocument, { programme }, { signal })
    : audience
      ? await request(AudienceAudioLibrariesDocument, { audience }, { signal })
      : await request(AllAudioLibrariesDocument, {}, { signal });
  return data.audioLibraries.filter((library): library is AudioLibraryFragment => library != null);
}

export function mergedCollections(libraries: AudioLibraryFragment[]) {
  return mergeCounted(
    libraries.flatMap((library) => library.audio_page_containers),
    (container) => container.audio_pages.length,
  ).map((group) => ({
    ...group,
    key: joinIds(group.ids),
  }));
}

export function mergedPages(libraries: AudioLibraryFragment[]) {
  return mergeCounted(
    libraries.flatMap((library) => library.audio_pages),
    (page) => page.audio_excerpts?.length ?? 0,
  ).map((group) => ({
    ...group,
    key: joinIds(group.ids),
  }));
}

/** Where the library of this route lives: the audio routes differ in their page paths (docs/product.md, "Audio libraries"). */
export function audioPaths(params: Params) {
  const { audience, programme, liveprogramme, liveproduction } = params;
  if (liveproduction) {
    // A live production's audio pages sit under it: /live/{lp}/{prod}/audio/{page}.
    const production = `/live/${liveprogramme}/${liveproduction}`;
    return { library: production, collection: (key: string) => `${production}/audio/${key}`, page: (key: string) => `${production}/audio/${key}` };
  }
  const library = programme ? `/${audience}/${programme}/audio` : audience ? `/${audience}/audiolibrary` : '/audiolibrary';
  return {
    library,
    collection: (key: string) => `${library}/collection/${key}`,
    // A page reached from the library: /audiolibrary/page/{page}, /{a}/audiolibrary/page/{page}, /{a}/{p}/audio/{page}.
    page: (key: string) => (programme ? `${library}/${key}` : `${library}/page/${key}`),
  };
}

/** The item after `key` in a list of merged items, for the 'Next' link. */
export function nextKey(keys: string[], key: string | undefined): string | undefined {
  const at = key ? keys.indexOf(key) : -1;
  return at >= 0 ? keys[at + 1] : undefined;
}
