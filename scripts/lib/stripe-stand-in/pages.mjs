// The stand-in's hosted pages, where a customer does what they would do on Stripe's own: pay a
// Checkout Session by card, manage a subscription on the billing portal (change card, cancel at the
// period's end) and read or pay an invoice. Plain forms posting back to the stand-in: no script.

const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export const money = (pence, currency = 'gbp') => new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(pence / 100);

export const day = (seconds) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(seconds * 1000));

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f9fc}
.banner{background:#fff4d6;color:#5c3c00;padding:.5rem 1rem;text-align:center;font-size:.875rem;border-bottom:1px solid #e6d19a}
main{max-width:56rem;margin:0 auto;padding:2rem 1rem;display:grid;gap:2rem}
@media(min-width:48rem){main.split{grid-template-columns:1fr 1fr;align-items:start}}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.125rem;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.muted{color:#4f566b}.card{background:#fff;border-radius:8px;box-shadow:0 2px 6px rgba(50,50,93,.12);padding:1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #8792a2;border-radius:6px;background:#fff}
input:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
button,.button{display:inline-block;width:100%;margin-top:1.5rem;padding:.75rem 1rem;font:inherit;font-weight:600;color:#fff;background:#4b45c6;border:0;border-radius:6px;cursor:pointer;text-align:center;text-decoration:none}
button.secondary{background:#fff;color:#a4262c;border:1px solid #a4262c}
.error{color:#a4262c;background:#fdecea;border-radius:6px;padding:.75rem;margin:1rem 0 0}
.ok{color:#0b6b3a;background:#e3f6ec;border-radius:6px;padding:.75rem;margin:1rem 0 0}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.5rem 0;border-bottom:1px solid #e3e8ee}td:last-child,th:last-child{text-align:right}
a{color:#4b45c6}.back{display:inline-block;margin-bottom:1rem}
.hint{font-size:.875rem;color:#4f566b;margin:.5rem 0 0}
`;

function layout(title, body) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<div class="banner" role="note">Test mode: a local stand-in for Stripe. No real card is charged.</div>
${body}</body></html>`;
}

function cardFields(values = {}, error) {
  const invalid = (field) => (error?.field === field ? ' aria-invalid="true" aria-describedby="card-error"' : '');
  return `
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${escapeHtml(values.number)}" required${invalid('number')}>
<div class="row">
  <div><label for="expiry">Expiry</label>
  <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" value="${escapeHtml(values.expiry)}" required${invalid('expiry')}></div>
  <div><label for="cvc">CVC</label>
  <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${escapeHtml(values.cvc)}" required${invalid('cvc')}></div>
</div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${escapeHtml(values.name)}">
${error ? `<p class="error" id="card-error" role="alert">${escapeHtml(error.message)}</p>` : ''}
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry, any CVC.</p>`;
}

export function checkoutPage({ session, account, values, error }) {
  const lines = session._line_items.map((item) => {
    const price = account.objects[item.price];
    const product = account.objects[price.product];
    const every = price.recurring ? ` per ${price.recurring.interval}` : '';
    return `<tr><td>${escapeHtml(product?.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</td><td>${money(price.unit_amount * item.quantity, price.currency)}${every}</td></tr>`;
  });
  const customer = session.customer ? account.objects[session.customer] : null;
  const email = customer?.email ?? session.customer_email ?? values?.email ?? '';
  const open = session.status === 'open';
  return layout(
    'Pay Orchestra Classroom',
    `<main class="split">
<section class="card" aria-labelledby="summary">
  ${session.cancel_url ? `<a class="back" href="${escapeHtml(session.cancel_url)}">← Back to Orchestra Classroom</a>` : ''}
  <h1 id="summary">Subscribe to Orchestra Classroom</h1>
  <p class="amount">${money(session.amount_total, session.currency)}</p>
  <table><tbody>${lines.join('')}</tbody></table>
</section>
<section class="card" aria-labelledby="pay">
  <h2 id="pay">Pay with card</h2>
  ${
    open
      ? `<form method="post" action="/c/pay/${escapeHtml(session.id)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}" ${customer?.email ? 'readonly' : 'required'}>
  ${cardFields(values, error)}
  <button type="submit">Subscribe</button>
</form>`
      : `<p class="error" role="alert">This checkout is ${escapeHtml(session.status)}. Go back to Orchestra Classroom to start again.</p>`
  }
</section></main>`,
  );
}

export function portalPage({ portal, account, values, error, notice }) {
  const customer = account.objects[portal.customer];
  const method = account.objects[customer.invoice_settings.default_payment_method];
  const subscriptions = account.subscriptionsOf(customer.id).filter((s) => s.status !== 'canceled');
  const invoices = account.list('invoice', (i) => i.customer === customer.id && i.status !== 'draft').data;
  const plans = subscriptions.map((subscription) => {
    const item = subscription.items.data[0];
    const product = account.objects[item.price.product];
    const end = day(item.current_period_end);
    const state =
      subscription.status === 'past_due'
        ? `<p class="error">Your last payment failed. Update your card to pay it.</p>`
        : subscription.cancel_at_period_end
          ? `<p>Cancels on <strong>${end}</strong>.</p>`
          : `<p>Renews on <strong>${end}</strong> for ${money(item.price.unit_amount, item.price.currency)}.</p>`;
    const action = subscription.cancel_at_period_end
      ? `<form method="post" action="/p/session/${escapeHtml(portal.id)}/renew"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><button type="submit">Renew plan</button></form>`
      : `<form method="post" action="/p/session/${escapeHtml(portal.id)}/cancel"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><button type="submit" class="secondary">Cancel plan</button></form>`;
    return `<div><h3>${escapeHtml(product?.name)}</h3>${state}${action}</div>`;
  });
  return layout(
    'Manage your subscription',
    `<main class="split">
<section class="card" aria-labelledby="plan">
  ${portal.return_url ? `<a class="back" href="${escapeHtml(portal.return_url)}">← Return to Orchestra Classroom</a>` : ''}
  <h1 id="plan">Current plan</h1>
  <p class="muted">${escapeHtml(customer.email)}</p>
  ${notice ? `<p class="ok" role="status">${escapeHtml(notice)}</p>` : ''}
  ${plans.join('') || '<p>You have no active plan.</p>'}
  <h2 style="margin-top:2rem">Invoice history</h2>
  ${
    invoices.length
      ? `<table><tbody>${invoices
          .map(
            (i) =>
              `<tr><td><a href="${escapeHtml(i.hosted_invoice_url)}">${day(i.created)}</a></td><td>${money(i.total, i.currency)} · ${escapeHtml(i.status)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No invoices yet.</p>'
  }
</section>
<section class="card" aria-labelledby="method">
  <h2 id="method">Payment method</h2>
  <p>${method ? `${escapeHtml(method.card.brand.toUpperCase())} ending in ${escapeHtml(method.card.last4)}, expires ${method.card.exp_month}/${method.card.exp_year}` : 'No card on file.'}</p>
  <form method="post" action="/p/session/${escapeHtml(portal.id)}/card" novalidate>
    ${cardFields(values, error)}
    <button type="submit">Update card</button>
  </form>
</section></main>`,
  );
}

export function invoicePage({ invoice, values, error }) {
  const rows = invoice.lines.data.map(
    (line) =>
      `<tr><td>${escapeHtml(line.description)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</td><td>${money(line.amount, invoice.currency)}</td></tr>`,
  );
  const fields = (invoice.custom_fields ?? []).map((f) => `<p><strong>${escapeHtml(f.name)}:</strong> ${escapeHtml(f.value)}</p>`).join('');
  const state =
    invoice.status === 'paid'
      ? `<p class="ok" role="status">Paid on ${day(invoice.status_transitions.paid_at)}. Thank you.</p>`
      : invoice.status === 'void'
        ? `<p class="error">This invoice has been voided and is not payable.</p>`
        : `<form method="post" action="/i/${escapeHtml(invoice.id)}" novalidate>${cardFields(values, error)}<button type="submit">Pay ${money(invoice.amount_remaining, invoice.currency)}</button></form>`;
  return layout(
    `Invoice ${invoice.number ?? ''}`,
    `<main class="split">
<section class="card" aria-labelledby="invoice">
  <h1 id="invoice">Invoice ${escapeHtml(invoice.number)}</h1>
  <p class="amount">${money(invoice.total, invoice.currency)}</p>
  <p class="muted">${invoice.due_date ? `Due ${day(invoice.due_date)}` : `Issued ${day(invoice.created)}`} · To ${escapeHtml(invoice.customer_name ?? invoice.customer_email)}</p>
  ${fields}
  <table><tbody>${rows.join('')}${taxRows(invoice)}<tr><th>Total</th><th>${money(invoice.total, invoice.currency)}</th></tr></tbody></table>
  <p><a href="${escapeHtml(invoice.invoice_pdf)}">Download invoice (PDF)</a></p>
</section>
<section class="card" aria-labelledby="pay"><h2 id="pay">Pay this invoice</h2>${state}</section>
</main>`,
  );
}

/** An invoice's subtotal and each tax (VAT) above its total, when it has taxes. */
const addressLine = (address) => [address.line1, address.line2, address.city, address.state, address.postal_code].filter(Boolean).join(', ');

const taxes = (invoice) =>
  (invoice.total_taxes ?? []).map((tax) => {
    const rate = (invoice.default_tax_rates ?? []).find((r) => r.id === tax.tax_rate_details?.tax_rate);
    return { label: `${rate?.display_name ?? 'Tax'}${rate ? ` (${rate.percentage}%)` : ''}`, amount: money(tax.amount, invoice.currency) };
  });

function taxRows(invoice) {
  const list = taxes(invoice);
  if (!list.length) return '';
  return `<tr><td>Subtotal</td><td>${money(invoice.subtotal, invoice.currency)}</td></tr>${list
    .map((tax) => `<tr><td>${escapeHtml(tax.label)}</td><td>${tax.amount}</td></tr>`)
    .join('')}`;
}

/** The invoice PDF's lines (invoice-pdf.mjs lays them out). */
export function invoicePdfLines(invoice) {
  return [
    { text: 'Orchestra Classroom', size: 20 },
    { text: `Invoice ${invoice.number ?? '(draft)'}`, size: 14, gap: 14 },
    { text: `Billed to: ${invoice.customer_name ?? ''} ${invoice.customer_email ?? ''}` },
    ...(invoice.customer_address ? [{ text: addressLine(invoice.customer_address) }] : []),
    { text: `Issued: ${day(invoice.created)}${invoice.due_date ? `   Due: ${day(invoice.due_date)}` : ''}` },
    ...(invoice.custom_fields ?? []).map((f) => ({ text: `${f.name}: ${f.value}` })),
    { text: ' ', gap: 8 },
    ...invoice.lines.data.map((line) => ({
      text: `${line.description ?? 'Item'}${line.quantity > 1 ? ` x ${line.quantity}` : ''}    ${money(line.amount, invoice.currency)}`,
    })),
    ...(taxes(invoice).length ? [{ text: `Subtotal: ${money(invoice.subtotal, invoice.currency)}` }] : []),
    ...taxes(invoice).map((tax) => ({ text: `${tax.label}: ${tax.amount}` })),
    { text: `Total: ${money(invoice.total, invoice.currency)}`, size: 13, gap: 12 },
    { text: `Status: ${invoice.status}` },
    ...(invoice.footer ? [{ text: invoice.footer, size: 9, gap: 16 }] : []),
  ];
}
