import { PRODUCT_NAME } from '../lib/config';

/**
 * The product's logo (docs/product.md, "Footer"): beamed quavers and the name, drawn for this project
 * (public/logo.svg, and public/logo-inverted.svg for the dark header and footer). An image whose
 * text alternative is the product name; it scales down, never overflowing, when space is short.
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return <img className="logo" src={inverted ? '/logo-inverted.svg' : '/logo.svg'} width={260} height={48} alt={PRODUCT_NAME} />;
}
