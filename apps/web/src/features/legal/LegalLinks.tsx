/** The privacy policy and the terms, as list items: the footer and the off-canvas menu both list them. */
import { LinkItems } from '../../ui/LinkItems';

export function LegalLinkItems() {
  return (
    <LinkItems
      links={[
        ['/privacy', 'Privacy policy'],
        ['/terms-and-conditions', 'Terms and Conditions'],
      ]}
    />
  );
}
