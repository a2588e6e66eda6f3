/**
 * What the home page may recommend (docs/product.md, "Home page", 'New in your areas'): never a unit
 * of a programme the site marks 'Coming soon', whether its programme page says so (the programme is
 * not released) or the menus do (a preview feature box leads to it); at most `shown`, newest first.
 */
export interface RecommendedUnit {
  documentId: string;
  programme?: { slug: string; released?: boolean | null; audience?: { slug: string } | null } | null;
}

export function recommendable<T extends RecommendedUnit>(units: ReadonlyArray<T>, comingSoon: ReadonlySet<string>, shown = 4): T[] {
  return units
    .filter((unit) => {
      const programme = unit.programme;
      if (!programme?.audience || programme.released === false) return false;
      return !comingSoon.has(`/${programme.audience.slug}/${programme.slug}`);
    })
    .slice(0, shown);
}
