import { useBreadcrumbColours } from '../../app/breadcrumb-state';
import { findAudience, useShellData } from '../../app/shell-data';

/** The page's breadcrumb in its audience's colours (the audience's theme). */
export function useAudienceColours(audienceSlug?: string | null) {
  const audience = findAudience(useShellData(), audienceSlug ?? undefined);
  useBreadcrumbColours(audience?.theme?.css?.background, audience?.theme?.css?.hover_color);
}
