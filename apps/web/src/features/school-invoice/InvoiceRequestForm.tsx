/**
 * The form asking for a school invoice: the number of places (with the band and price it comes to,
 * from the published Prices), the school's name when starting a school account, the billing contact
 * with the address as UK schools give it, and an optional purchase order number. The CMS checks it
 * all; its messages land under their fields.
 */
import { useState, type FormEvent } from 'react';
import { pounds, withVat } from '../../lib/prices';
import { FormControls, FormError, TextField, textFieldsOf } from '../../ui/FormFields';
import type { FieldErrors } from '../account/field-errors';
import { usePricing, type Pricing } from '../billing/teacher-price';
import { requestSchoolInvoice, type InvoiceRequest, type SchoolInvoices } from './school-invoice-api';

const EMPTY: InvoiceRequest = {
  places: '',
  school_name: '',
  billing_name: '',
  billing_email: '',
  address_line_1: '',
  address_line_2: '',
  town: '',
  county: '',
  postcode: '',
  purchase_order: '',
};

/** The address as UK schools give it, before its postcode: field, label, and the browser's autofill name. */
const ADDRESS_LINES = [
  ['address_line_1', 'Address line 1', 'address-line1'],
  ['address_line_2', 'Address line 2 (optional)', 'address-line2'],
  ['town', 'Town or city', 'address-level2'],
  ['county', 'County (optional)', 'address-level1'],
] as const;

interface Props {
  startsSchool: boolean;
  largestBand: number | null;
  onSent: (next: SchoolInvoices) => Promise<void> | void;
  fieldErrorsOf: (error: unknown) => FieldErrors;
}

type Quote = { band: string; maxPlaces: number; price: ReturnType<typeof withVat> } | { tooMany: number };

/** The band a number of places falls in, and what it costs, as the invoice will say. */
export function quoteFor(pricing: Pricing | null | undefined, places: number): Quote | undefined {
  if (!pricing || !Number.isInteger(places) || places < 1) return undefined;
  const bands = (pricing.school_bands ?? []).filter((band): band is NonNullable<typeof band> => Boolean(band)).sort((a, b) => a.max_places - b.max_places);
  const band = bands.find((candidate) => candidate.max_places >= places);
  if (!band) return { tooMany: bands.at(-1)?.max_places ?? 0 };
  return { band: band.name, maxPlaces: band.max_places, price: withVat(Number(band.price_ex_vat), Number(pricing.vat_rate_percent)) };
}

export function InvoiceRequestForm({ startsSchool, largestBand, onSent, fieldErrorsOf }: Props) {
  const [values, setValues] = useState<InvoiceRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const pricing = usePricing();
  const set = (field: keyof InvoiceRequest) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const textField = textFieldsOf(values, set, errors);
  const quote = quoteFor(pricing, Number(values.places));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setFailure(undefined);
    setErrors({});
    try {
      const next = await requestSchoolInvoice({ ...values, school_name: startsSchool ? values.school_name : '' });
      setValues(EMPTY);
      await onSent(next);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length ? 'Please check the fields marked below.' : error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="school-invoice__form" onSubmit={submit} noValidate aria-label="Ask for a school invoice">
      <FormControls>
        <FormError>{failure}</FormError>
        <fieldset className="school-invoice__group">
          <legend>Your school</legend>
          {startsSchool && <TextField label="School name" autoComplete="organization" {...textField('school_name')} />}
          <TextField
            label="Number of places"
            hint={`One for each teacher who will log in${largestBand ? `, up to ${largestBand}` : ''}. You can invite them once the invoice is sent.`}
            inputMode="numeric"
            autoComplete="off"
            {...textField('places')}
          />
          <p className="school-invoice__quote" aria-live="polite">
            {quote && 'band' in quote
              ? `${quote.band} (up to ${quote.maxPlaces} places): ${pounds(quote.price.exVat)} + ${pounds(quote.price.vat)} VAT = ${pounds(quote.price.total)} a year.`
              : quote && 'tooMany' in quote
                ? `For more than ${quote.tooMany} places, please email us for a quote.`
                : ''}
          </p>
        </fieldset>
        <fieldset className="school-invoice__group">
          <legend>Billing contact</legend>
          <TextField label="Name" hint="Who pays the invoice, such as your school business manager." autoComplete="name" {...textField('billing_name')} />
          <TextField label="Email" type="email" autoComplete="email" {...textField('billing_email')} />
          {ADDRESS_LINES.map(([field, label, autoComplete]) => (
            <TextField key={field} label={label} autoComplete={autoComplete} {...textField(field)} />
          ))}
          <TextField label="Postcode" autoComplete="postal-code" {...textField('postcode')} className="school-invoice__postcode" />
        </fieldset>
        <TextField
          label="Purchase order number (optional)"
          hint="If your school needs one on the invoice."
          autoComplete="off"
          {...textField('purchase_order')}
        />
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {sending ? 'Sending the invoice…' : 'Send the invoice'}
        </button>
      </FormControls>
    </form>
  );
}
