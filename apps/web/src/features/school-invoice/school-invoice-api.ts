/**
 * The school invoice calls (apps/cms/docs/school-invoices.md), as the logged-in teacher: the CMS
 * takes the school from their token. A refusal carries the server's message and, for a field, its
 * issues (AuthError.details), which the form shows under each field.
 */
import { getBearerToken } from '../../lib/graphql';
import { callApi } from '../account/auth-api';

export type InvoiceStatus = 'due' | 'overdue' | 'paid' | 'void' | 'draft';

export interface SchoolInvoice {
  number: string | null;
  status: InvoiceStatus;
  places: number;
  band: string | null;
  subtotal_pence: number | null;
  vat_pence: number | null;
  total_pence: number | null;
  issued_at: string | null;
  due_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
  period_start: string | null;
  period_end: string | null;
  access_until: string | null;
  purchase_order: string | null;
  billing_name: string | null;
  billing_email: string | null;
  hosted_invoice_url: string | null;
  invoice_pdf_url: string | null;
}

export interface SchoolInvoices {
  invoices_available: boolean;
  vat_rate_percent: number;
  largest_band_places: number | null;
  days_until_due: number;
  school: {
    name: string;
    places: number;
    active_until: string | null;
    active: boolean;
    overdue: boolean;
    can_request: boolean;
  } | null;
  invoices: SchoolInvoice[];
}

export interface InvoiceRequest {
  places: string;
  school_name: string;
  billing_name: string;
  billing_email: string;
  address_line_1: string;
  address_line_2: string;
  town: string;
  county: string;
  postcode: string;
  purchase_order: string;
}

const call = <T>(method: 'GET' | 'POST', body?: unknown) => callApi<T>(method, 'school-invoice', body, getBearerToken());

/** The teacher's school account and its invoices (school: null when they own none yet). */
export const fetchSchoolInvoices = () => call<SchoolInvoices>('GET');

/** Asks for an invoice for the teacher's school (starting one with `school_name` if they own none); answers the new state. */
export const requestSchoolInvoice = (request: InvoiceRequest) => call<SchoolInvoices>('POST', request);
