/** The teacher's yearly price as the Prices page says it (lib/prices.ts: VAT included), read once per page. */
import { useEffect, useState } from 'react';
import { PricingDocument, type PricingQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { pounds, withVat } from '../../lib/prices';

export type Pricing = NonNullable<PricingQuery['pricing']>;

/** "£60 a year, VAT included", or undefined when no price is published. */
export function teacherPriceText(pricing: Pricing | null | undefined): string | undefined {
  if (!pricing) return undefined;
  const price = withVat(Number(pricing.teacher_yearly_price_ex_vat), Number(pricing.vat_rate_percent));
  return `${pounds(price.total)} a year, VAT included`;
}

/** The published prices, read in the browser for a part of a page (the dialog, the account page). */
export function usePricing(): Pricing | null | undefined {
  const [pricing, setPricing] = useState<Pricing | null>();
  useEffect(() => {
    const controller = new AbortController();
    // Through a promise, so that a request that fails before it starts is a failed answer too (no price shown).
    Promise.resolve()
      .then(() => request(PricingDocument, {}, { signal: controller.signal }))
      .then(
        (answer) => setPricing(answer.pricing ?? null),
        () => !controller.signal.aborted && setPricing(null),
      );
    return () => controller.abort();
  }, []);
  return pricing;
}
