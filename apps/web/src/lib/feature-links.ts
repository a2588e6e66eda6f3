/**
 * Where a feature box leads (docs/product.md, "Feature boxes"). A box links only when it has a
 * target and is not a preview; otherwise it is shown greyed, with a dashed outline, and is not
 * clickable.
 */
export interface Slugged {
  slug: string;
}

export interface ProgrammeLinkTarget {
  programme?: Slugged | null;
  landing_page?: Slugged | null;
  project?: Slugged | null;
  live_programme?: Slugged | null;
}

export type FeatureBoxContext = { kind: 'audience'; audienceSlug: string } | { kind: 'landing-page'; audienceSlug: string; landingSlug: string };

export function featureBoxHref(link: ProgrammeLinkTarget | null | undefined, context: FeatureBoxContext): string | undefined {
  if (!link) return undefined;
  const { audienceSlug } = context;
  if (link.live_programme) return `/live/${link.live_programme.slug}`;
  if (context.kind === 'landing-page') {
    const base = `/${audienceSlug}/${context.landingSlug}`;
    if (link.programme) return `${base}/programme/${link.programme.slug}`;
    if (link.project) return `${base}/project/${link.project.slug}`;
    if (link.landing_page) return `${base}/page/${link.landing_page.slug}`;
    return undefined;
  }
  if (link.project) return `/${audienceSlug}/project/${link.project.slug}`;
  if (link.landing_page) return `/${audienceSlug}/${link.landing_page.slug}`;
  if (link.programme) return `/${audienceSlug}/${link.programme.slug}`;
  return undefined;
}

export function featureBoxLink(
  box: { is_preview?: boolean | null; programmelink?: ProgrammeLinkTarget | null },
  context: FeatureBoxContext,
): string | undefined {
  if (box.is_preview) return undefined;
  return featureBoxHref(box.programmelink, context);
}

/** The menu's link for a feature box: /{audienceSlug}/{slug} with the item's title (docs/product.md, "Navigation menu"). */
export function menuLink(
  audienceSlug: string,
  link: (ProgrammeLinkTarget & { [K in keyof ProgrammeLinkTarget]?: (Slugged & { title?: string | null }) | null }) | null | undefined,
): { to: string; title: string } | undefined {
  const target = link?.programme ?? link?.landing_page ?? link?.project ?? link?.live_programme;
  if (!target) return undefined;
  return { to: `/${audienceSlug}/${target.slug}`, title: target.title ?? target.slug };
}
