// A local stand-in for Stripe, for development and tests (the CMS's `stripe` library is pointed at
// it by STRIPE_API_URL). It speaks the part of Stripe's REST API the product uses, as Stripe does:
// form-encoded bodies with bracket keys, `Authorization: Bearer sk_test_...`, Stripe's JSON objects
// and error shape, `Idempotency-Key` honoured, `expand[]`. Customers, Products and Prices, Checkout
// Sessions (subscription mode), Subscriptions, Invoices (send_invoice with days_until_due, finalize,
// send, pay, void; hosted page and PDF), Billing Portal sessions, Events. Its hosted pages take
// Stripe's test cards (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined). Every change is
// sent as a signed webhook event to the product's endpoint, and sent again while it fails.
//
// `npm start` runs it unless STRIPE_SECRET_KEY is set, and records its address, keys and price ids
// in $DATA_DIR/stripe-stand-in.json. Tests drive what takes time on a real account through its
// control endpoint, which the product never calls (the stand-in's own, not Stripe's):
//   GET  /__stand-in                              the webhook endpoint, delay and every delivery so far
//   POST /__stand-in/webhooks {endpoint, delayMs} where events go, and how long each waits before its first attempt
//   POST /__stand-in/checkout/{cs}/pay {number, expiry, cvc}   the customer pays on the hosted page
//   POST /__stand-in/subscriptions/{sub}/renew {fail}           the period ends now: renewed, its payment paid or failing
//   POST /__stand-in/subscriptions/{sub}/end                    the subscription ends now
//   POST /__stand-in/invoices/{in}/overdue                      an open invoice's due date passes
//   POST /__stand-in/events/{evt}/resend                        an event sent again (a replay)
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createAccount, StripeError, API_VERSION } from './stripe-stand-in/billing.mjs';
import { parseStripeForm } from './stripe-stand-in/forms.mjs';
import { checkoutPage, invoicePage, invoicePdfLines, portalPage } from './stripe-stand-in/pages.mjs';
import { textPdf } from './stripe-stand-in/invoice-pdf.mjs';
import { createWebhookSender } from './stripe-stand-in/webhooks.mjs';

export { signatureHeader } from './stripe-stand-in/webhooks.mjs';

/** Keys of the stand-in start with these; a production start refuses them (apps/cms/src/runtime/environment.ts). */
export const STAND_IN_SECRET_KEY_PREFIX = 'sk_test_standin_';
export const STAND_IN_WEBHOOK_SECRET_PREFIX = 'whsec_standin_';

/**
 * The prices the development stand-in starts with, one per price setting (amounts in pence; the
 * teacher's includes VAT, the schools' are before VAT, as apps/cms/demo/pricing.yaml shows them).
 */
export const DEV_PRICES = [
  {
    setting: 'STRIPE_PRICE_TEACHER_YEARLY',
    id: 'price_standin_teacher_yearly',
    product: 'Orchestra Classroom: teacher, yearly',
    unit_amount: 6000,
    tax_behavior: 'inclusive',
  },
  {
    setting: 'STRIPE_PRICE_SCHOOL_SMALL',
    id: 'price_standin_school_small',
    product: 'Orchestra Classroom: school, up to 10 places',
    unit_amount: 40000,
    tax_behavior: 'exclusive',
  },
  {
    setting: 'STRIPE_PRICE_SCHOOL_MEDIUM',
    id: 'price_standin_school_medium',
    product: 'Orchestra Classroom: school, up to 30 places',
    unit_amount: 90000,
    tax_behavior: 'exclusive',
  },
  {
    setting: 'STRIPE_PRICE_SCHOOL_LARGE',
    id: 'price_standin_school_large',
    product: 'Orchestra Classroom: school, up to 60 places',
    unit_amount: 150000,
    tax_behavior: 'exclusive',
  },
];

const send = (res, status, body, headers = {}) => {
  const json = typeof body === 'string' || Buffer.isBuffer(body);
  res.writeHead(status, { 'content-type': json ? 'text/html; charset=utf-8' : 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(json ? body : JSON.stringify(body, null, 2));
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 1_000_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

/** Replaces the ids named by `expand` (dotted paths) with their objects, as `expand[]` asks Stripe to. */
function expand(object, paths, account) {
  const result = account.publicView(structuredClone(object));
  for (const dotted of paths ?? []) {
    let [head, ...rest] = dotted.split('.');
    if (head === 'data' && result.object === 'list') {
      result.data = result.data.map((item) => expand(item, [rest.join('.')], account));
      continue;
    }
    const id = result[head];
    if (typeof id === 'string' && account.objects[id]) result[head] = expand(account.objects[id], rest.length ? [rest.join('.')] : [], account);
  }
  return result;
}

/**
 * Starts the stand-in; resolves to { url, port, secretKey, webhookSecret, prices, account, webhooks, close }.
 * `webhookEndpoint` is the product's webhook address (settable later through the control endpoint).
 */
export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  dataDir,
  webhookEndpoint = null,
  secretKey = `${STAND_IN_SECRET_KEY_PREFIX}${crypto.randomBytes(18).toString('hex')}`,
  webhookSecret = `${STAND_IN_WEBHOOK_SECRET_PREFIX}${crypto.randomBytes(24).toString('hex')}`,
  prices = DEV_PRICES,
  log = (line) => console.log(`[stripe stand-in] ${line}`),
} = {}) {
  const stateFile = dataDir ? path.join(dataDir, 'stripe-stand-in-state.json') : null;
  const saved = stateFile && fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, 'utf8')) : undefined;
  const webhooks = createWebhookSender({ endpoint: webhookEndpoint, secret: webhookSecret, log });
  let baseUrl = '';
  const account = createAccount({ base: () => baseUrl, emit: (event) => webhooks.send(event), saved });
  const idempotent = new Map();
  let saveTimer;
  const save = () => {
    if (!stateFile || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      fs.writeFileSync(stateFile, JSON.stringify(account.snapshot()));
    }, 50);
  };

  /** The API call for `method path` with `params`: the object Stripe would answer, or a StripeError. */
  function api(method, pathname, params) {
    let parts = pathname.split('/').filter(Boolean).slice(1); // drop 'v1'
    // Two-word resources: /v1/checkout/sessions/{id}/expire, /v1/billing_portal/sessions.
    if (['checkout', 'billing_portal'].includes(parts[0])) parts = [`${parts[0]}/${parts[1]}`, ...parts.slice(2)];
    const [resource, id, action] = parts;
    const route = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    const customerFilter = (o) =>
      (!params.customer || o.customer === params.customer) && (!params.status || params.status === 'all' || o.status === params.status);
    const limit = Math.min(Number(params.limit ?? 10) || 10, 100);
    switch (route) {
      case 'POST products':
        return account.createProduct(params);
      case 'GET products/:id':
        return account.get(id, 'product', 'prod_');
      case 'POST prices':
        return account.createPrice(params);
      case 'GET prices/:id':
        return account.get(id, 'price', 'price_');
      case 'GET prices':
        return account.list('price', (p) => !params.lookup_keys || [].concat(params.lookup_keys).includes(p.lookup_key), limit);
      case 'POST tax_rates':
        return account.createTaxRate(params);
      case 'GET tax_rates/:id':
        return account.get(id, 'tax rate', 'txr_');
      case 'GET tax_rates':
        return account.list('tax_rate', (t) => params.active === undefined || String(t.active) === String(params.active), limit);
      case 'POST customers':
        return account.createCustomer(params);
      case 'GET customers/:id':
        return account.get(id, 'customer', 'cus_');
      case 'POST customers/:id':
        return account.updateCustomer(id, params);
      case 'GET customers':
        return account.list('customer', (c) => !params.email || c.email === params.email, limit);
      case 'POST checkout/sessions':
        return account.createCheckoutSession(params);
      case 'GET checkout/sessions':
        return account.list('checkout.session', customerFilter, limit);
      case 'GET checkout/sessions/:id':
        return account.get(id, 'checkout session', 'cs_');
      case 'POST checkout/sessions/:id/expire':
        return account.expireCheckoutSession(id);
      case 'GET subscriptions/:id':
        return account.get(id, 'subscription', 'sub_');
      case 'POST subscriptions/:id':
        return account.updateSubscription(id, params);
      case 'DELETE subscriptions/:id':
        return account.cancelSubscription(id);
      case 'GET subscriptions':
        return account.list('subscription', (s) => customerFilter(s) && (params.status || s.status !== 'canceled'), limit);
      case 'POST invoices': {
        const invoice = account.newInvoice(params.customer, params);
        return invoice;
      }
      case 'GET invoices/:id':
        return account.get(id, 'invoice', 'in_');
      case 'GET invoices':
        return account.list(
          'invoice',
          (i) => customerFilter(i) && (!params.subscription || i.parent?.subscription_details?.subscription === params.subscription),
          limit,
        );
      case 'POST invoices/:id/finalize':
        return account.finalizeInvoice(id);
      case 'POST invoices/:id/send':
        return account.sendInvoice(id);
      case 'POST invoices/:id/pay':
        return account.payInvoice(id, params);
      case 'POST invoices/:id/void':
        return account.voidInvoice(id);
      case 'POST invoiceitems':
        return account.createInvoiceItem(params);
      case 'POST billing_portal/sessions':
        return account.createPortalSession(params);
      case 'GET events/:id':
        return account.get(id, 'event', 'evt_');
      case 'GET events':
        return account.list('event', (e) => !params.type || e.type === params.type, limit);
    }
    throw new StripeError(
      404,
      `Unrecognized request URL (${method}: ${pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  async function handleApi(req, res, url) {
    const requestId = `req_${crypto.randomBytes(10).toString('base64url')}`;
    const headers = { 'request-id': requestId, 'stripe-version': req.headers['stripe-version'] ?? API_VERSION };
    const authorization = req.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const basic = /^Basic\s+(\S+)$/i.exec(authorization)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString().split(':')[0] : undefined);
    if (!key) {
      return send(
        res,
        401,
        {
          error: {
            type: 'invalid_request_error',
            message:
              "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        },
        headers,
      );
    }
    if (key !== secretKey) {
      const shown = key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key;
      return send(res, 401, { error: { type: 'invalid_request_error', code: 'api_key_expired', message: `Invalid API Key provided: ${shown}` } }, headers);
    }
    const raw = await readBody(req);
    if (raw && !/application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
      return send(
        res,
        400,
        { error: { type: 'invalid_request_error', message: 'Invalid request: request bodies must be application/x-www-form-urlencoded.' } },
        headers,
      );
    }
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(raw) };
    const { expand: paths, ...rest } = params;
    const idempotencyKey = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.body !== raw || earlier.path !== url.pathname) {
          return send(
            res,
            400,
            {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
            headers,
          );
        }
        return send(res, earlier.status, earlier.answer, {
          ...headers,
          'idempotency-key': idempotencyKey,
          'idempotent-replayed': 'true',
          'original-request': earlier.requestId,
        });
      }
    }
    let status = 200;
    let answer;
    try {
      answer = expand(api(req.method, url.pathname, rest), [].concat(paths ?? []), account);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      answer = error.body;
      answer.error.request_log_url = `${baseUrl}/__stand-in#${requestId}`;
    }
    if (idempotencyKey && status < 500) idempotent.set(idempotencyKey, { body: raw, path: url.pathname, status, answer, requestId });
    if (req.method !== 'GET') save();
    send(res, status, answer, { ...headers, ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) });
  }

  /** The hosted pages: Checkout (/c/pay/{cs}), the billing portal (/p/session/{bps}) and invoices (/i/{in}). */
  async function handlePage(req, res, url) {
    const [kind, second, third, fourth] = url.pathname.split('/').filter(Boolean);
    const form = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(await readBody(req))) : {};
    const redirect = (location) => send(res, 303, '', { location });
    try {
      if (kind === 'c' && second === 'pay' && third) {
        const session = account.get(third, 'checkout session', 'cs_');
        if (req.method === 'GET') return send(res, 200, checkoutPage({ session, account }));
        try {
          account.payCheckoutSession(third, form, form.email);
          save();
          return redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
        } catch (error) {
          if (!(error instanceof StripeError)) throw error;
          const { number, expiry, cvc, name, email } = form;
          return send(
            res,
            402,
            checkoutPage({ session, account, values: { number, expiry, cvc, name, email }, error: { message: error.message, field: error.body.error.param } }),
          );
        }
      }
      if (kind === 'p' && second === 'session' && third) {
        const portal = account.get(third, 'billing portal session', 'bps_');
        if (req.method === 'GET') return send(res, 200, portalPage({ portal, account, notice: url.searchParams.get('notice') }));
        const owned = (id) => {
          const subscription = account.get(id, 'subscription', 'sub_');
          if (subscription.customer !== portal.customer) throw new StripeError(404, `No such subscription: '${id}'`);
          return subscription;
        };
        const done = (notice) => {
          save();
          return redirect(`/p/session/${portal.id}?notice=${encodeURIComponent(notice)}`);
        };
        if (fourth === 'cancel') {
          account.updateSubscription(owned(form.subscription).id, { cancel_at_period_end: true });
          return done('Your plan will be cancelled at the end of the period you have paid for.');
        }
        if (fourth === 'renew') {
          account.updateSubscription(owned(form.subscription).id, { cancel_at_period_end: false });
          return done('Your plan will renew.');
        }
        if (fourth === 'card') {
          try {
            account.changeCard(portal.customer, form);
            return done('Your card has been updated.');
          } catch (error) {
            if (!(error instanceof StripeError)) throw error;
            const { number, expiry, cvc, name } = form;
            return send(
              res,
              402,
              portalPage({ portal, account, values: { number, expiry, cvc, name }, error: { message: error.message, field: error.body.error.param } }),
            );
          }
        }
      }
      if (kind === 'i' && second) {
        const invoice = account.get(second, 'invoice', 'in_');
        if (invoice.status === 'draft') throw new StripeError(404, 'This invoice is not available.');
        if (third === 'pdf')
          return send(res, 200, textPdf(invoicePdfLines(invoice)), {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="Invoice-${invoice.number}.pdf"`,
          });
        if (req.method === 'GET') return send(res, 200, invoicePage({ invoice }));
        try {
          account.payInvoiceByCard(invoice.id, form);
          save();
          return redirect(`/i/${invoice.id}`);
        } catch (error) {
          if (!(error instanceof StripeError)) throw error;
          const { number, expiry, cvc, name } = form;
          return send(
            res,
            402,
            invoicePage({ invoice, values: { number, expiry, cvc, name }, error: { message: error.message, field: error.body.error.param } }),
          );
        }
      }
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      return send(
        res,
        error.status,
        `<!doctype html><html lang="en"><title>Not found</title><main><h1>This page is not available</h1><p>${error.message.replace(/[<>&]/g, '')}</p></main></html>`,
      );
    }
    return send(res, 404, '<!doctype html><html lang="en"><title>Not found</title><main><h1>Not found</h1></main></html>');
  }

  /** The test-only control endpoint (see the top of this file). */
  async function handleControl(req, res, url) {
    const [, what, id, action] = url.pathname.split('/').filter(Boolean);
    const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {};
    try {
      if (req.method === 'GET' && !what) {
        return send(res, 200, {
          url: baseUrl,
          webhooks: { endpoint: webhooks.state.endpoint, delayMs: webhooks.state.delayMs },
          deliveries: webhooks.state.deliveries,
        });
      }
      if (what === 'webhooks') {
        if ('endpoint' in body) webhooks.state.endpoint = body.endpoint;
        if ('delayMs' in body) webhooks.state.delayMs = Number(body.delayMs) || 0;
        return send(res, 200, { endpoint: webhooks.state.endpoint, delayMs: webhooks.state.delayMs });
      }
      let answer;
      if (what === 'checkout' && action === 'pay') answer = account.payCheckoutSession(id, body, body.email);
      else if (what === 'subscriptions' && action === 'renew') answer = account.renewSubscription(id, { fail: Boolean(body.fail) });
      else if (what === 'subscriptions' && action === 'end') answer = account.cancelSubscription(id);
      else if (what === 'invoices' && action === 'overdue') answer = account.makeOverdue(id);
      else if (what === 'events' && action === 'resend') {
        await webhooks.resend(account.get(id, 'event', 'evt_'));
        answer = webhooks.state.deliveries.at(-1);
      } else return send(res, 404, { error: 'unknown control call' });
      save();
      return send(res, 200, account.publicView(answer));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      return send(res, error.status, error.body);
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const handler = url.pathname.startsWith('/v1/') ? handleApi : url.pathname.startsWith('/__stand-in') ? handleControl : handlePage;
    handler(req, res, url).catch((error) => {
      log(`error on ${req.method} ${url.pathname}: ${error?.stack ?? error}`);
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred in the Stripe stand-in.' } });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  baseUrl = `http://localhost:${actualPort}`;

  const priceIds = {};
  for (const price of prices) {
    if (!account.objects[price.id]) {
      const product = account.createProduct({ name: price.product });
      account.createPrice({
        id: price.id,
        product: product.id,
        unit_amount: price.unit_amount,
        currency: 'gbp',
        recurring: { interval: 'year' },
        tax_behavior: price.tax_behavior,
      });
    }
    priceIds[price.setting] = price.id;
  }
  save();
  const description = { url: baseUrl, secretKey, webhookSecret, prices: priceIds };
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'stripe-stand-in.json'), JSON.stringify(description, null, 2), { mode: 0o600 });
  }
  return {
    ...description,
    port: actualPort,
    account,
    webhooks,
    close: () =>
      new Promise((resolve) => {
        webhooks.stop();
        clearTimeout(saveTimer);
        if (stateFile) fs.writeFileSync(stateFile, JSON.stringify(account.snapshot()));
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
