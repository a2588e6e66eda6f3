import type { ReactNode } from 'react';
import type { ThemeFragment } from '../graphql/generated';

/** A page banner in its theme's colours, with the theme's banner image behind the title (the page's largest picture, so asked for first). */
export function Banner({ title, theme, children }: { title: string; theme?: ThemeFragment | null; children?: ReactNode }) {
  const image = theme?.main_banner_image;
  const style = {
    '--banner-background': theme?.css?.background ?? undefined,
    '--banner-colour': theme?.css?.color ?? undefined,
  } as React.CSSProperties;
  return (
    <div className="banner" style={style}>
      {image && (
        <img className="banner__image" src={image.url} alt="" fetchPriority="high" style={{ objectPosition: `center ${theme?.main_banner_offset ?? 50}%` }} />
      )}
      <div className="banner__text">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
