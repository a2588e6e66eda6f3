import { useRouteLoaderData } from 'react-router';
import { AudiencesAndProgrammesDocument, ShellMoreDocument, type AudiencesAndProgrammesQuery, type ShellMoreQuery } from '../graphql/generated';
import { request } from '../lib/graphql';
import type { TitleResolver } from '../lib/breadcrumbs';
import type { Me } from '../features/account/account-store';

export type ShellData = AudiencesAndProgrammesQuery;
export type ShellAudience = NonNullable<ShellData['audiences'][number]>;

/**
 * The root route's data: the shell's, whose login the page's data was read with (`sentFor`,
 * app/first-view.ts) and that caller's role and profile (`me`, null for a visitor), from which the
 * header, menus and gates are rendered on the server and while the browser hydrates.
 */
export type RootData = ShellData & { sentFor: string | null; me: Me | null };

/**
 * The root route's loader: all audiences and programmes, before any page (docs/product.md, "Page
 * shell"). Published content, in an editor's preview too (lib/graphql.ts, `withPreview`).
 */
export async function shellLoader({ request: { signal } }: { request: Request }): Promise<ShellData> {
  const first = await request(AudiencesAndProgrammesDocument, {}, { signal, withPreview: false });
  return completeShell(first, (start) => request(ShellMoreDocument, { start }, { signal, withPreview: false }));
}

/** The most of each list the CMS answers per request (its GraphQL maxLimit; shell.graphql asks for it). */
export const SHELL_PAGE_SIZE = 500;
const PAGED_LISTS = ['programmes', 'schemes', 'landingPages', 'projects', 'liveProgrammes', 'liveProductions'] as const;

/**
 * The whole shell: while any list came back with a full page, reads the next page of every list
 * (ShellMore) and appends it. A catalogue within 500 of each, as any real one is, needs no more
 * than the first request.
 */
export async function completeShell(first: ShellData, more: (start: number) => Promise<ShellMoreQuery>): Promise<ShellData> {
  const shell: ShellData = { ...first };
  for (let start = SHELL_PAGE_SIZE; PAGED_LISTS.some((list) => shell[list].length >= start); start += SHELL_PAGE_SIZE) {
    const page = await more(start);
    for (const list of PAGED_LISTS) (shell as Record<string, unknown[]>)[list] = [...shell[list], ...page[list]];
  }
  return shell;
}

export function useShellData(): ShellData {
  const data = useRouteLoaderData<typeof shellLoader>('root');
  if (!data) throw new Error('useShellData is used outside the shell');
  return data;
}

function present<T>(items: ReadonlyArray<T | null | undefined>): T[] {
  return items.filter((item): item is T => item != null);
}

/** Titles for the route parameters the breadcrumbs resolve (docs/product.md, "Breadcrumbs"). */
export function shellTitleResolver(shell: ShellData): TitleResolver {
  const bySlug = (items: ReadonlyArray<{ slug: string; title: string } | null | undefined>) => new Map(present(items).map((item) => [item.slug, item.title]));
  const audiences = bySlug(shell.audiences);
  const programmes = bySlug(shell.programmes);
  const landingPages = bySlug(shell.landingPages);
  const projects = bySlug(shell.projects);
  const livePrograms = bySlug(shell.liveProgrammes);
  const liveProductions = bySlug(shell.liveProductions);
  // Units are matched on the scheme id (docs/product.md, "Breadcrumbs").
  const schemes = new Map(present(shell.schemes).map((scheme) => [scheme.documentId, scheme.title]));
  return (param, value) => {
    switch (param) {
      case 'audience':
        return audiences.get(value);
      case 'programme':
        // /{audience}/{slug} names a programme, a landing page or a project.
        return programmes.get(value) ?? landingPages.get(value) ?? projects.get(value);
      case 'landingProgramme':
        return programmes.get(value);
      case 'landingPageSlug':
        return landingPages.get(value);
      case 'projectpageslug':
        return projects.get(value);
      case 'liveprogramme':
        return livePrograms.get(value);
      case 'liveproduction':
        return liveProductions.get(value);
      case 'unit':
        return schemes.get(value);
      default:
        return undefined;
    }
  };
}

export function findSchemeTitle(shell: ShellData, documentId: string | undefined): string | undefined {
  return present(shell.schemes).find((scheme) => scheme.documentId === documentId)?.title;
}

export function findAudience(shell: ShellData, slug: string | undefined): ShellAudience | undefined {
  return present(shell.audiences).find((audience) => audience.slug === slug);
}
