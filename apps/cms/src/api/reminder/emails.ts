/**
 * The reminder emails' words and layout (docs/product.md, "Reminder emails"): one heading, a few
 * short paragraphs, the one button that fixes it, and for a reminder a teacher may turn off, a line
 * saying how (with the List-Unsubscribe headers mail programs show as their own button). A single
 * column no wider than 600 px with inline styles, so it reads on a phone, and a plain-text part.
 */
export type ReminderKind = 'trial-ends-7' | 'trial-ends-1' | 'paid-ends-30' | 'paid-ends-7' | 'access-ended' | 'payment-failed';

export interface ReminderContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: { label: string; path: string };
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** 'Tuesday 17 November 2026' (no comma, as the site writes dates), on the UK calendar. */
export function longDate(at: Date): string {
  return `${WEEKDAY.format(at)} ${DAY_MONTH_YEAR.format(at)}`;
}

const KEPT = 'Your playlists and your own units are kept.';

/** What each reminder says. `renews` is true for a paid subscription that will renew by itself. */
export function reminderContent(kind: ReminderKind, eventAt: Date, options: { renews?: boolean } = {}): ReminderContent {
  const date = longDate(eventAt);
  const subscribe = { label: 'Subscribe', path: '/subscribe' };
  const renew = { label: 'Renew', path: '/subscribe' };
  const updatePayment = { label: 'Update payment', path: '/account' };
  switch (kind) {
    case 'trial-ends-7':
    case 'trial-ends-1': {
      const when = kind === 'trial-ends-1' ? 'tomorrow' : 'in 7 days';
      return {
        subject: `Your free trial ends ${when}`,
        heading: `Your free trial ends ${when}`,
        paragraphs: [
          `Your free trial of Orchestra Classroom ends on ${date}.`,
          `To keep presenting lessons after that, subscribe before then. Whatever you choose, ${KEPT.charAt(0).toLowerCase()}${KEPT.slice(1)}`,
        ],
        button: subscribe,
      };
    }
    case 'paid-ends-30':
    case 'paid-ends-7': {
      const days = kind === 'paid-ends-30' ? 30 : 7;
      if (options.renews) {
        return {
          subject: `Your subscription renews in ${days} days`,
          heading: `Your subscription renews on ${date}`,
          paragraphs: [
            `Your Orchestra Classroom subscription renews on ${date}, and the payment for the next year is taken then.`,
            'If your card has changed, please update your payment details before that date so that nothing is interrupted.',
          ],
          button: updatePayment,
        };
      }
      return {
        subject: `Your subscription ends in ${days} days`,
        heading: `Your subscription ends on ${date}`,
        paragraphs: [`Your Orchestra Classroom subscription ends on ${date}.`, `Renew it to keep every lesson, activity and recording. ${KEPT}`],
        button: renew,
      };
    }
    case 'access-ended':
      return {
        subject: 'Your access to Orchestra Classroom has ended',
        heading: `Your access ended on ${date}`,
        paragraphs: [`Your access to Orchestra Classroom ended on ${date}.`, `Renew to present lessons again. ${KEPT}`],
        button: renew,
      };
    case 'payment-failed':
      return {
        subject: 'Your payment did not go through',
        heading: 'Your payment did not go through',
        paragraphs: [
          'We could not take the payment for your Orchestra Classroom subscription.',
          `You keep your access until ${date}. Please update your payment details before then so that it carries on.`,
        ],
        button: updatePayment,
      };
  }
}

export interface ReminderEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The email itself. `siteUrl` has no trailing slash; `turnOff` (for reminders a teacher may turn
 * off) is the page that turns them off and `oneClick` the address mail programs POST to (RFC 8058).
 */
export function reminderEmail(
  to: string,
  firstName: string | null,
  content: ReminderContent,
  siteUrl: string,
  turnOff?: { page: string; oneClick: string },
): ReminderEmail {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const buttonUrl = `${siteUrl}${content.button.path}`;
  const footer = turnOff
    ? `You are getting this reminder because reminder emails are on for your Orchestra Classroom account. You can turn them off: ${turnOff.page}`
    : 'This email is about your payment, so it is sent even when reminder emails are turned off.';
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.button.label}: ${buttonUrl}`,
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1a1a1a">${body}</p>`;
  const footerHtml = turnOff
    ? `You are getting this reminder because reminder emails are on for your Orchestra Classroom account. <a href="${escapeHtml(turnOff.page)}" style="color:#4a4a4a">Turn off reminder emails</a>.`
    : escapeHtml(footer);
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f6">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:#5a2d82">Orchestra Classroom</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1a1a1a">${escapeHtml(content.heading)}</h1>
${paragraph(escapeHtml(greeting))}
${content.paragraphs.map((text) => paragraph(escapeHtml(text))).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(buttonUrl)}" style="display:inline-block;padding:14px 28px;background:#5a2d82;color:#ffffff;font-size:18px;font-weight:bold;text-decoration:none;border-radius:6px">${escapeHtml(content.button.label)}</a></p>
</div>
<p style="margin:16px 8px 0;font-size:13px;line-height:1.5;color:#4a4a4a">${footerHtml}</p>
</div>
</body>
</html>`;
  return {
    to,
    subject: content.subject,
    text,
    html,
    ...(turnOff ? { headers: { 'List-Unsubscribe': `<${turnOff.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}
