import { describe, expect, it } from 'vitest';
import { lines, pounds, withVat } from './prices';

describe('prices', () => {
  it('adds VAT in whole pence', () => {
    expect(withVat(50, 20)).toEqual({ exVat: 5000, vat: 1000, total: 6000 });
    expect(withVat(899.99, 20)).toEqual({ exVat: 89999, vat: 18000, total: 107999 });
    expect(withVat(400, 0)).toEqual({ exVat: 40000, vat: 0, total: 40000 });
  });
  it('shows pennies only when there are some', () => {
    expect(pounds(6000)).toBe('£60');
    expect(pounds(108000)).toBe('£1,080');
    expect(pounds(6050)).toBe('£60.50');
  });
  it('reads an editor list one item per line', () => {
    expect(lines('One\n\n  Two  \n')).toEqual(['One', 'Two']);
    expect(lines(null)).toEqual([]);
  });
});
