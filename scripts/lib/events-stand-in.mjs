// A local stand-in for the charity's events site (WordPress), for development and tests: it answers
// the two calls the CMS makes (the events list and each event's featured media) in WordPress's REST
// shape, with sample concerts dated from today (future and past, with and without images and
// ticket links). `npm start` runs it when LIVE_EVENTS_URL is unset and records its address in
// $DATA_DIR/events-stand-in.json.
//
// Tests drive it into each failure with POST /__stand-in {"mode": ...}:
//   ok            the sample events (default)
//   slow          answers the list after `delayMs` (default 10 s), to outlast the CMS's timeout
//   error         HTTP 500
//   malformed     a body that is not JSON
//   not-a-list    JSON, but an object instead of a list
//   bad-event     the sample events plus one without a start date and one with a javascript: link
//   broken-image  the list is fine, every featured media link answers 404
// GET /__stand-in answers the mode and how many list requests it has had.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

export const STAND_IN_MODES = ['ok', 'slow', 'error', 'malformed', 'not-a-list', 'bad-event', 'broken-image', 'foreign-image'];

const DAY = 24 * 60 * 60 * 1000;
const UK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD HH:mm:ss' in UK wall-clock time, `days` from `now`, at `time`: as an events site's ACF field. */
function ukWallClock(now, days, time) {
  return `${UK_DATE.format(new Date(now.getTime() + days * DAY))} ${time}:00`;
}

/** The sample concerts, all written for this project; listed newest-post-first as WordPress does, not by date. */
export function sampleEvents(now = new Date()) {
  const at = (days, time) => ukWallClock(now, days, time);
  return [
    {
      id: 501,
      title: 'Come &amp; Play &#8211; Orchestra Workshop',
      image: 1,
      excerpt: '<p>Bring your instrument and play alongside our musicians for a morning.</p>',
      acf: {
        event_start_date: at(45, '10:00'),
        event_end_date: at(45, '13:00'),
        venue_short: 'Millbrook Arts Centre',
        full_address: 'Millbrook Arts Centre, 4 Mill Lane, Millbrook MB2 7QT',
        ticket_price: '£6',
        tickets_link: 'https://events.example.org/tickets/come-and-play',
        also_shown_at: '',
      },
    },
    {
      id: 502,
      title: 'Family Concert: Animal Parade',
      image: 2,
      excerpt: '<p>Lions, elephants and a very small mouse come to life in music. Ideal for ages 3 to 8.</p>',
      acf: {
        event_start_date: at(10, '11:00'),
        event_end_date: at(10, '12:00'),
        venue_short: 'Riverside Hall',
        full_address: 'Riverside Hall, 12 Quay Street, Harbourton HB1 4QA',
        ticket_price: 'Adults £10, children £5',
        tickets_link: 'https://events.example.org/tickets/animal-parade',
        also_shown_at: 'Also at Millbrook Arts Centre the following Sunday',
      },
    },
    {
      id: 503,
      title: 'Autumn Gala',
      image: 3,
      excerpt: '<p>Our autumn celebration concert.</p>',
      acf: {
        event_start_date: at(-5, '19:30'),
        event_end_date: at(-5, '21:30'),
        venue_short: 'Riverside Hall',
        full_address: 'Riverside Hall, 12 Quay Street, Harbourton HB1 4QA',
        ticket_price: '£15',
        tickets_link: 'https://events.example.org/tickets/autumn-gala',
        also_shown_at: '',
      },
    },
    {
      id: 504,
      title: 'Relaxed Performance: Under the Sea',
      image: null,
      excerpt: '<p>A calm, welcoming concert: the lights stay up and everyone can move and make noise.</p>',
      acf: {
        event_start_date: at(24, '13:30'),
        event_end_date: '',
        venue_short: 'The Orchard Centre',
        full_address: 'The Orchard Centre, Orchard Road, Appleby AP3 9LD',
        ticket_price: 'Free',
        tickets_link: false,
        also_shown_at: '',
      },
    },
    {
      id: 505,
      title: 'Winter Celebration',
      image: 4,
      excerpt: '<p>Carols, film music and a <strong>sing-along</strong> finale.</p>',
      acf: {
        event_start_date: at(17, '19:30'),
        event_end_date: at(17, '21:15'),
        venue_short: 'Riverside Hall',
        full_address: 'Riverside Hall, 12 Quay Street, Harbourton HB1 4QA',
        ticket_price: '£12 to £25',
        tickets_link: 'https://events.example.org/tickets/winter-celebration',
        also_shown_at: '',
      },
    },
    {
      id: 506,
      title: 'Schools Concert: Journey Through the Orchestra',
      image: null,
      excerpt: '<p>Our hour-long concert for Key Stage 2 classes.</p>',
      acf: {
        event_start_date: at(3, '10:30'),
        event_end_date: at(3, '11:30'),
        venue_short: 'Riverside Hall',
        full_address: 'Riverside Hall, 12 Quay Street, Harbourton HB1 4QA',
        ticket_price: 'Schools only',
        tickets_link: '',
        also_shown_at: '',
      },
    },
  ];
}

const COLOURS = ['#9A2F1F', '#1F5C9A', '#2F7A3A', '#6B2F9A'];

function imageSvg(index) {
  const colour = COLOURS[(index - 1) % COLOURS.length];
  const circles = [0, 1, 2, 3, 4]
    .map((n) => `<circle cx="${120 + n * 130}" cy="${216 + (n % 2 ? -60 : 60)}" r="${40 + n * 8}" fill="#fff" opacity="0.25"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="432" viewBox="0 0 768 432"><rect width="768" height="432" fill="${colour}"/>${circles}</svg>`;
}

function wordpressEvent(base, event) {
  return {
    id: event.id,
    link: `https://events.example.org/event/${event.id}/`,
    title: { rendered: event.title },
    excerpt: { rendered: event.excerpt, protected: false },
    featured_media: event.image ?? 0,
    acf: event.acf,
    _links: event.image ? { 'wp:featuredmedia': [{ embeddable: true, href: `${base}/wp-json/wp/v2/media/${event.image}` }] } : {},
  };
}

function wordpressMedia(base, id) {
  const file = (size) => `${base}/wp-content/uploads/event-${id}-${size}.svg`;
  return {
    id,
    alt_text: `Abstract shapes in the colours of concert ${id}`,
    source_url: file('full'),
    media_details: {
      width: 1536,
      height: 864,
      sizes: {
        medium: { source_url: file('300x169'), width: 300, height: 169 },
        medium_large: { source_url: file('768x432'), width: 768, height: 432 },
      },
    },
  };
}

/** Starts the stand-in; resolves to { url, port, setMode, close }. */
export async function startEventsStandIn({ port = 0, host = '127.0.0.1', dataDir, now = () => new Date() } = {}) {
  const state = { mode: 'ok', delayMs: 10_000, listRequests: 0 };
  let base = '';
  const send = (res, status, body, type = 'application/json; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/__stand-in') {
      if (req.method === 'GET') return send(res, 200, state);
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          const { mode, delayMs } = JSON.parse(body || '{}');
          if (!STAND_IN_MODES.includes(mode)) return send(res, 400, { error: `mode must be one of ${STAND_IN_MODES.join(', ')}` });
          Object.assign(state, { mode, delayMs: delayMs ?? state.delayMs });
          return send(res, 200, state);
        } catch {
          return send(res, 400, { error: 'the body must be JSON' });
        }
      });
      return;
    }
    if (url.pathname === '/wp-json/wp/v2/events') {
      state.listRequests += 1;
      // foreign-image: the media links name another origin (as an answer pointing the CMS at an internal address would).
      const mediaBase = state.mode === 'foreign-image' ? base.replace('localhost', '127.0.0.1') : base;
      const events = sampleEvents(now()).map((event) => wordpressEvent(mediaBase, event));
      switch (state.mode) {
        case 'slow':
          return void setTimeout(() => !res.destroyed && send(res, 200, events), state.delayMs).unref();
        case 'error':
          return send(res, 500, { code: 'internal_server_error', message: 'There has been a critical error on this website.' });
        case 'malformed':
          return send(res, 200, '[{"id": 501, "title": {"rendered": "Come & Pl');
        case 'not-a-list':
          return send(res, 200, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
        case 'bad-event':
          return send(res, 200, [
            ...events,
            { ...events[0], id: 901, acf: { ...events[0].acf, event_start_date: '' } },
            { ...events[1], id: 902, link: 'javascript:alert(1)' },
          ]);
        default:
          return send(res, 200, events);
      }
    }
    const media = /^\/wp-json\/wp\/v2\/media\/(\d+)$/.exec(url.pathname);
    if (media) {
      if (state.mode === 'broken-image') return send(res, 404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.' });
      return send(res, 200, wordpressMedia(base, Number(media[1])));
    }
    const upload = /^\/wp-content\/uploads\/event-(\d+)-[\w]+\.svg$/.exec(url.pathname);
    if (upload) return send(res, 200, imageSvg(Number(upload[1])), 'image/svg+xml');
    return send(res, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  base = `http://localhost:${actualPort}`;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'events-stand-in.json'), JSON.stringify({ url: base }, null, 2));
  }
  return {
    url: base,
    port: actualPort,
    setMode(mode, options = {}) {
      if (!STAND_IN_MODES.includes(mode)) throw new Error(`Unknown stand-in mode '${mode}'`);
      Object.assign(state, { mode, ...options });
    },
    listRequests: () => state.listRequests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
