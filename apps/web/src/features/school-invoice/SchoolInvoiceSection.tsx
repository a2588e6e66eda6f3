/**
 * A school buys by invoice (docs/product.md, "A school buys by invoice"): for the owner of a school
 * account, its access and its invoices (due, overdue, paid, cancelled; dates, amounts with VAT, the
 * PDF and Stripe's page to pay online), and, when no invoice is waiting, the form that asks for one;
 * for a teacher who owns none, the same form starting one. Its own section, so the school page
 * (/account/school) can hold it beside the staff list; /account/school/invoice shows it alone.
 * The CMS decides everything (the school is the token's); this shows its answers.
 */
import { useCallback, useEffect, useState } from 'react';
import { SUPPORT_EMAIL } from '../../lib/config';
import { pounds } from '../../lib/prices';
import { formatDate } from '../account/AccessSection';
import { AuthError } from '../account/auth-api';
import { reloadMe } from '../account/account-store';
import { issuesToFieldErrors } from '../account/field-errors';
import { fetchSchoolInvoices, type SchoolInvoice, type SchoolInvoices } from './school-invoice-api';
import { InvoiceRequestForm } from './InvoiceRequestForm';
import './school-invoice.css';

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: SchoolInvoices };

const STATUS_LABEL: Record<SchoolInvoice['status'], string> = {
  due: 'Due',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Cancelled',
  draft: 'Being prepared',
};

export function SchoolInvoiceSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [sent, setSent] = useState<string>();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  const read = useCallback(async () => {
    try {
      setLoad({ kind: 'ready', data: await fetchSchoolInvoices() });
    } catch (error) {
      setLoad({ kind: 'failed', message: error instanceof AuthError ? error.message : 'We could not load your school’s invoices.' });
    }
  }, []);

  useEffect(() => {
    void read();
  }, [read]);

  if (load.kind === 'loading') {
    return (
      <section className="school-invoice" aria-labelledby="school-invoice-heading" aria-busy="true">
        <Heading id="school-invoice-heading">Your school’s subscription</Heading>
        <p role="status">Loading your school’s invoices…</p>
      </section>
    );
  }
  if (load.kind === 'failed') {
    return (
      <section className="school-invoice" aria-labelledby="school-invoice-heading">
        <Heading id="school-invoice-heading">Your school’s subscription</Heading>
        <p role="alert" className="login-form__error">
          {load.message}
        </p>
        <button type="button" className="button button--outline" onClick={() => void read()}>
          Try again
        </button>
      </section>
    );
  }

  const { data } = load;
  const { school } = data;
  const latest = data.invoices[0];

  return (
    <section className="school-invoice" aria-labelledby="school-invoice-heading">
      <Heading id="school-invoice-heading">{school ? `${school.name}: subscription and invoices` : 'Buy places for your school'}</Heading>
      {sent && (
        <p className="notice" role="status">
          {sent}
        </p>
      )}
      {school && <SchoolStatus school={school} latest={latest} />}
      {data.invoices.length > 0 && (
        <>
          <SubHeading>Invoices</SubHeading>
          <ul className="school-invoice__list">
            {data.invoices.map((invoice) => (
              <InvoiceCard key={invoice.number ?? invoice.issued_at} invoice={invoice} />
            ))}
          </ul>
        </>
      )}
      {!data.invoices_available ? (
        <p>
          Buying by invoice online is not available just now. Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the number of places, your
          billing contact and any purchase order number, and we will send your school an invoice.
        </p>
      ) : (
        (!school || school.can_request) && (
          <>
            <SubHeading>{school ? (data.invoices.length ? 'Renew or buy more places' : 'Ask for an invoice') : 'Ask for an invoice'}</SubHeading>
            <p>
              We send the invoice to your billing contact at once, with {data.days_until_due}-day terms. Your school’s access starts as soon as the invoice is
              sent{school?.active ? ', and a renewal’s year starts when the current one ends' : ''}. Prices are before VAT at {data.vat_rate_percent}%.
            </p>
            <InvoiceRequestForm
              startsSchool={!school}
              largestBand={data.largest_band_places}
              onSent={async (next) => {
                setSent(
                  `Invoice ${next.invoices[0]?.number ?? ''} is on its way to ${next.invoices[0]?.billing_email ?? 'your billing contact'}. Your school has access now.`,
                );
                setLoad({ kind: 'ready', data: next });
                // The owner has access from the invoice: the site learns their new role now.
                await reloadMe();
              }}
              fieldErrorsOf={(error) => (error instanceof AuthError ? issuesToFieldErrors(error.details) : {})}
            />
          </>
        )
      )}
    </section>
  );
}

function SchoolStatus({ school, latest }: { school: NonNullable<SchoolInvoices['school']>; latest: SchoolInvoice | undefined }) {
  const until = school.active_until;
  return (
    <div className="school-invoice__status">
      <p>
        <strong>{school.places} places.</strong>{' '}
        {until && school.active ? (
          <>
            Your school has access until <strong>{formatDate(until)}</strong>.
          </>
        ) : until ? (
          <>Your school’s access ended on {formatDate(until)}.</>
        ) : (
          <>Your school’s access comes with your own subscription.</>
        )}
      </p>
      {school.overdue && latest?.status === 'overdue' && (
        <p className="payment-notice" role="status">
          <strong>Invoice {latest.number} is overdue</strong> (it was due on {formatDate(latest.due_at!)}).{' '}
          {school.active
            ? `Your school keeps access until ${formatDate(until!)}; please pay it before then, or tell us when it will be paid.`
            : 'Your school’s access has ended until it is paid.'}{' '}
          Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      )}
    </div>
  );
}

function InvoiceCard({ invoice }: { invoice: SchoolInvoice }) {
  const money = (pence: number | null) => (pence === null ? '' : pounds(pence));
  return (
    <li className={`school-invoice__card card school-invoice__card--${invoice.status}`}>
      <div className="school-invoice__head">
        <p className="school-invoice__number">Invoice {invoice.number}</p>
        <p className={`school-invoice__badge school-invoice__badge--${invoice.status}`}>
          <span className="visually-hidden">Status: </span>
          {STATUS_LABEL[invoice.status]}
        </p>
      </div>
      <dl className="school-invoice__facts">
        <div>
          <dt>For</dt>
          <dd>
            {invoice.places} places{invoice.band ? ` (${invoice.band})` : ''}
            {invoice.period_start && invoice.period_end && `, ${formatDate(invoice.period_start)} to ${formatDate(invoice.period_end)}`}
          </dd>
        </div>
        {invoice.issued_at && (
          <div>
            <dt>Sent</dt>
            <dd>{formatDate(invoice.issued_at)}</dd>
          </div>
        )}
        {invoice.status === 'paid' && invoice.paid_at ? (
          <div>
            <dt>Paid</dt>
            <dd>{formatDate(invoice.paid_at)}</dd>
          </div>
        ) : invoice.status === 'void' ? (
          <div>
            <dt>Cancelled</dt>
            <dd>{invoice.voided_at ? formatDate(invoice.voided_at) : 'yes'}</dd>
          </div>
        ) : (
          invoice.due_at && (
            <div>
              <dt>Due</dt>
              <dd>{formatDate(invoice.due_at)}</dd>
            </div>
          )
        )}
        <div>
          <dt>Amount</dt>
          <dd>
            {money(invoice.subtotal_pence)} + {money(invoice.vat_pence)} VAT = <strong>{money(invoice.total_pence)}</strong>
          </dd>
        </div>
        {invoice.purchase_order && (
          <div>
            <dt>Purchase order</dt>
            <dd>{invoice.purchase_order}</dd>
          </div>
        )}
        {invoice.billing_name && (
          <div>
            <dt>Billing contact</dt>
            <dd>
              {invoice.billing_name}
              {invoice.billing_email && ` (${invoice.billing_email})`}
            </dd>
          </div>
        )}
      </dl>
      <p className="school-invoice__links">
        {invoice.invoice_pdf_url && (
          <a href={invoice.invoice_pdf_url} className="button button--outline">
            Download the invoice (PDF)<span className="visually-hidden"> {invoice.number}</span>
          </a>
        )}
        {invoice.hosted_invoice_url && invoice.status !== 'void' && (
          <a href={invoice.hosted_invoice_url} className="button button--outline">
            {invoice.status === 'paid' ? 'View the invoice online' : 'Pay online by card'}
            <span className="visually-hidden"> {invoice.number}</span>
          </a>
        )}
      </p>
    </li>
  );
}
