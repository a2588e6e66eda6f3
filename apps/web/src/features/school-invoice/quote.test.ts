import { describe, expect, it } from 'vitest';
import { quoteFor } from './InvoiceRequestForm';

const pricing = {
  title: 'Prices',
  vat_rate_percent: 20,
  teacher_yearly_price_ex_vat: 50,
  school_bands: [
    { name: 'Medium school', max_places: 30, price_ex_vat: 900 },
    { name: 'Small school', max_places: 10, price_ex_vat: 400 },
    null,
    { name: 'Large school or trust', max_places: 60, price_ex_vat: 1500 },
  ],
} as never;

describe('the quote beside the number of places', () => {
  it('names the smallest band that holds the places, before VAT, the VAT and the total', () => {
    expect(quoteFor(pricing, 1)).toEqual({ band: 'Small school', maxPlaces: 10, price: { exVat: 40000, vat: 8000, total: 48000 } });
    expect(quoteFor(pricing, 10)).toMatchObject({ band: 'Small school' });
    expect(quoteFor(pricing, 11)).toMatchObject({ band: 'Medium school', price: { total: 108000 } });
    expect(quoteFor(pricing, 60)).toMatchObject({ band: 'Large school or trust' });
  });
  it('says beyond the largest band to ask for a quote, and nothing for no number', () => {
    expect(quoteFor(pricing, 61)).toEqual({ tooMany: 60 });
    expect(quoteFor(pricing, 0)).toBeUndefined();
    expect(quoteFor(pricing, Number('twelve'))).toBeUndefined();
    expect(quoteFor(pricing, 2.5)).toBeUndefined();
    expect(quoteFor(null, 5)).toBeUndefined();
  });
});
