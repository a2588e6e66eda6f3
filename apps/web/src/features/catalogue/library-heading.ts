import { useParams } from 'react-router';
import { findAudience, useShellData } from '../../app/shell-data';

/**
 * A library page's heading from its route: '{programme}: Activity Library' under a programme,
 * '{audience} Activity Library' under an audience, the bare name for the site-wide library ('-' parts).
 */
export function useLibraryHeading(name: 'Activity Library' | 'Audio Library'): string {
  const { audience, programme } = useParams();
  const shell = useShellData();
  if (programme && programme !== '-') {
    const title = shell.programmes.find((p) => p?.slug === programme)?.title;
    return title ? `${title}: ${name}` : name;
  }
  const audienceTitle = findAudience(shell, audience)?.title;
  return audienceTitle ? `${audienceTitle} ${name}` : name;
}
