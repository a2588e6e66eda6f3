/**
 * 'Your subscription' on the account page (docs/product.md, "Your Account"): how the teacher has
 * access (a free trial, a paid subscription or their school's account) and until when, or when it
 * ended and how to renew; then, for the owner of a school account, a link to its page. The CMS answers for
 * the token's teacher only (GET /api/account/access).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../lib/config';
import { fetchAccess, type AccessSummary } from './auth-api';
import { PaymentPanel, paysOnline } from '../billing/PaymentPanel';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const DAY_MS = 24 * 3600_000;

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** 'today', 'tomorrow' or 'in N days', for an end date in the future. */
export function daysLeft(iso: string, now = Date.now()): string {
  const days = Math.ceil((Date.parse(iso) - now) / DAY_MS);
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

const KIND: Record<AccessSummary['access'], string> = {
  trial: 'Free trial',
  paid: 'Subscription',
  school: 'School account',
  none: 'No active subscription',
};

const renewal = (
  <p>
    To subscribe yourself or your school, email <a href={`mailto:${SUPPORT_EMAIL}?subject=Subscribing%20to%20Orchestra%20Classroom`}>{SUPPORT_EMAIL}</a>. If
    your school already subscribes, ask whoever manages its account to add you.
  </p>
);

export function AccessSection({ focusSubscribe = false }: { focusSubscribe?: boolean }) {
  const [summary, setSummary] = useState<AccessSummary | 'failed'>();

  useEffect(() => {
    let current = true;
    fetchAccess().then(
      (answer) => current && setSummary(answer),
      () => current && setSummary('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <section aria-labelledby="access-heading" className="account-access card" aria-busy={summary === undefined}>
        <h2 id="access-heading">Your subscription</h2>
        {summary === undefined && <p>Checking your subscription...</p>}
        {summary === 'failed' && <p role="alert">Your subscription could not be checked just now. Please reload the page to try again.</p>}
        {summary && summary !== 'failed' && <AccessDetails summary={summary} />}
        {summary && summary !== 'failed' && <PaymentPanel summary={summary} autoFocus={focusSubscribe} />}
      </section>
      {summary && summary !== 'failed' && summary.owns_school_account && <SchoolAccountLink school={summary.owned_school} />}
      {summary && summary !== 'failed' && !summary.owns_school_account && !summary.school && <SchoolInvoiceOffer />}
    </>
  );
}

/** For a teacher in no school: buying places for one (features/school-invoice). */
function SchoolInvoiceOffer() {
  return (
    <p>
      Buying for your school? <Link to="/account/school/invoice">Ask for a school invoice</Link> with your purchase order number.
    </p>
  );
}

/** For a school account's owner: its own page (features/school), where its places, invitations, members and invoices are. */
function SchoolAccountLink({ school }: { school: string | null }) {
  return (
    <section aria-labelledby="school-heading" className="account-school card">
      <h2 id="school-heading">{school ? `${school}: your school account` : 'Your school account'}</h2>
      <p>Invite your colleagues, see who has joined, manage your school’s places and see its invoices.</p>
      <p className="account-school__links">
        <Link to="/account/school" className="button">
          Manage your school account
        </Link>{' '}
        <Link to="/account/school/invoice" className="button button--outline">
          Subscription and invoices
        </Link>
      </p>
    </section>
  );
}

function AccessDetails({ summary }: { summary: AccessSummary }) {
  const { access, ends_at: ends, ended_at: ended, school } = summary;
  return (
    <>
      <p className="account-access__kind">
        <strong>{KIND[access]}</strong>
        {access === 'school' && school && <span> through {school}</span>}
      </p>
      {ends && (
        <p>
          {access === 'trial' ? 'Your free trial' : access === 'school' ? "Your school's subscription" : 'Your subscription'} gives you every lesson, activity
          and recording until <strong>{formatDate(ends)}</strong> ({daysLeft(ends)}).
        </p>
      )}
      {access === 'trial' && !summary.online_payments && renewal}
      {access === 'paid' && !paysOnline(summary) && (
        <p>
          We will be in touch before it ends. To change it, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      )}
      {access === 'none' && (
        <>
          <p>{ended ? `Your access ended on ${formatDate(ended)}.` : 'You have not had a subscription or a free trial yet.'}</p>
          {school && (
            <p>
              You are a member of {school}, but its subscription is not active: ask{' '}
              {summary.school_owner ? (
                <>
                  {summary.school_owner.name} (<a href={`mailto:${summary.school_owner.email}`}>{summary.school_owner.email}</a>)
                </>
              ) : (
                'whoever manages it'
              )}{' '}
              to renew it.
            </p>
          )}
          {!summary.online_payments && renewal}
        </>
      )}
    </>
  );
}
