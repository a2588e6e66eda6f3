import { PRODUCT_NAME } from '../app/config';

/** The product's logo: a note and the name, drawn for this project. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ink = inverted ? '#ffffff' : '#1d3557';
  return (
    <span className="logo">
      <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#1d3557'} />
        <ellipse cx="24" cy="44" rx="10" ry="7.5" fill={inverted ? '#1d3557' : '#f1c453'} transform="rotate(-20 24 44)" />
        <rect x="31" y="12" width="5" height="32" fill={inverted ? '#1d3557' : '#f1c453'} />
        <path d="M36 12c8 2 12 8 10 16-2-5-5-8-10-9z" fill={inverted ? '#1d3557' : '#f1c453'} />
      </svg>
      <span className="logo__name" style={{ color: ink }}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
