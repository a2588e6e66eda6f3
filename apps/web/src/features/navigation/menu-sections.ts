/**
 * The menu's audience sections (docs/product.md, "Navigation menu"): a home link per audience, then
 * one entry per feature box that leads somewhere. A preview box stays in the list, flagged, without
 * its link. Two boxes leading to the same place give one entry.
 */
import { menuLink, type ProgrammeLinkTarget, type Slugged } from '../../lib/feature-links';

type TitledTarget = (Slugged & { title?: string | null }) | null;

export interface MenuAudience {
  slug: string;
  title: string;
  featurebox?: ReadonlyArray<{
    id: string;
    title: string;
    is_preview?: boolean | null;
    programmelink?:
      (ProgrammeLinkTarget & { programme?: TitledTarget; landing_page?: TitledTarget; project?: TitledTarget; live_programme?: TitledTarget }) | null;
  } | null> | null;
}

export interface MenuEntry {
  key: string;
  title: string;
  /** Absent for a preview box: the link is hidden (docs/product.md, "Navigation menu"). */
  to?: string;
  preview: boolean;
}

export interface MenuSection {
  slug: string;
  title: string;
  home: string;
  entries: MenuEntry[];
}

/** The four sections in the product's order (docs/product.md, "Navigation menu"); an audience the CMS lacks is left out. */
export const MENU_AUDIENCE_ORDER = ['primary', 'secondary', 'send', 'live'];

export function menuSections(audiences: ReadonlyArray<MenuAudience | null>): MenuSection[] {
  const present = audiences.filter((audience): audience is MenuAudience => audience != null);
  const ordered = [...present].sort((a, b) => rank(a.slug) - rank(b.slug));
  return ordered.map((audience) => {
    const destinations = new Set<string>();
    return {
      slug: audience.slug,
      title: audience.title,
      home: `/${audience.slug}`,
      entries: (audience.featurebox ?? []).flatMap((box): MenuEntry[] => {
        const link = box && menuLink(audience.slug, box.programmelink);
        if (!box || !link || destinations.has(link.to)) return [];
        destinations.add(link.to);
        const preview = Boolean(box.is_preview);
        return [{ key: box.id, title: link.title, to: preview ? undefined : link.to, preview }];
      }),
    };
  });
}

function rank(slug: string): number {
  const index = MENU_AUDIENCE_ORDER.indexOf(slug);
  return index === -1 ? MENU_AUDIENCE_ORDER.length : index;
}

/**
 * The places the menus mark 'Coming soon' (a preview box's target: `/{audience}/{slug}`), so that no
 * other part of the site recommends them (the home page's 'New in your areas').
 */
export function comingSoonPaths(audiences: ReadonlyArray<MenuAudience | null>): Set<string> {
  const paths = new Set<string>();
  for (const audience of audiences) {
    for (const box of audience?.featurebox ?? []) {
      const link = box?.is_preview ? menuLink(audience!.slug, box.programmelink) : undefined;
      if (link) paths.add(link.to);
    }
  }
  return paths;
}
