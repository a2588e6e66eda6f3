/**
 * Prices as the site shows them (docs/product.md, "Prices"): editors enter every price before VAT;
 * a teacher's own subscription is shown with VAT included (the price they pay, as shops show it),
 * a school's before VAT with the VAT and the total, as on the invoice its bursar pays.
 */
export interface PriceWithVat {
  /** Pence, rounded to the penny. */
  exVat: number;
  vat: number;
  total: number;
}

/** A price in pounds before VAT, with VAT at `ratePercent`, in whole pence. */
export function withVat(poundsExVat: number, ratePercent: number): PriceWithVat {
  const exVat = Math.round(poundsExVat * 100);
  const vat = Math.round((exVat * ratePercent) / 100);
  return { exVat, vat, total: exVat + vat };
}

const WHOLE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const PENNIES = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** £60, or £60.50: pennies only when there are some. */
export function pounds(pence: number): string {
  return pence % 100 === 0 ? WHOLE.format(pence / 100) : PENNIES.format(pence / 100);
}

/** The lines of an editor's "one per line" list, without blanks. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
