/**
 * The body of a school's request for an invoice (POST /api/school-invoice), parsed before the
 * service sees it: the number of places, the billing contact with the address as UK schools give it
 * (two lines, town, optional county, postcode), an optional purchase order number, and, for a teacher
 * starting a school account, the school's name. Each refusal names its field (validation/issues.ts).
 */
import { z } from 'zod';

export const MESSAGES = {
  places: 'Please enter the number of places (teachers’ logins), a whole number from 1',
  school_name: 'Please enter your school’s name',
  billing_name: 'Please enter the name of the person who pays the invoice',
  billing_email: 'Please enter a valid email address for the invoice',
  address_line_1: 'Please enter the first line of the school’s address',
  town: 'Please enter the town or city',
  postcode: 'Please enter a UK postcode, such as SW1A 1AA',
  purchase_order: 'A purchase order number is at most 40 letters, digits, spaces or - / .',
};

/** A UK postcode (outward and inward codes), any case and spacing; kept in capitals with one space. */
const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max: number, message: string) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string({ error: message }).trim().max(max, message));

export const schoolInvoiceRequest = z.preprocess(
  (body) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}),
  z.object({
    places: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z.number({ error: MESSAGES.places }).int(MESSAGES.places).min(1, MESSAGES.places).max(100_000, MESSAGES.places),
    ),
    school_name: optionalText(120, MESSAGES.school_name),
    billing_name: text(MESSAGES.billing_name, 100),
    billing_email: z
      .string({ error: MESSAGES.billing_email })
      .trim()
      .max(254, MESSAGES.billing_email)
      .regex(EMAIL, MESSAGES.billing_email)
      .transform((email) => email.toLowerCase()),
    address_line_1: text(MESSAGES.address_line_1, 100),
    address_line_2: optionalText(100, 'The second line of the address is at most 100 characters'),
    town: text(MESSAGES.town, 60),
    county: optionalText(60, 'The county is at most 60 characters'),
    postcode: z
      .string({ error: MESSAGES.postcode })
      .transform((value) => value.trim().toUpperCase().replace(/\s+/g, ' '))
      .pipe(z.string().regex(UK_POSTCODE, MESSAGES.postcode))
      .transform((value) => value.replace(UK_POSTCODE, '$1 $2')),
    purchase_order: optionalText(40, MESSAGES.purchase_order).pipe(z.string().regex(/^[A-Za-z0-9 \-/.]*$/, MESSAGES.purchase_order)),
  }),
);

export type SchoolInvoiceRequest = z.output<typeof schoolInvoiceRequest>;
