/**
 * Addresses in content (docs/content-urls.md): every URL field, embed and rich-text link
 * of the content model refuses `javascript:` and the other addresses a browser would run or read
 * as another site, on a draft as on a published document, and stores nothing; web addresses and
 * paths on the site are kept. The fields are found from the running content model, so a new one is
 * tried by itself.
 */
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { isEmbedField, isUrlField } from '../src/access/content-urls';

const cms = cmsForThisFile({ catalogue: false });

const HOSTILE = [
  'javascript:window.__xss=1',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
];

type Attributes = Record<string, { type: string; component?: string; components?: string[]; repeatable?: boolean; required?: boolean }>;
type Kind = 'url' | 'embed' | 'blocks';

interface UrlPlace {
  uid: string;
  /** The field's path, e.g. ['bookings', 'booking_link'] or ['slides', 'slide.video', 'videos', 'embed']. */
  path: string[];
  kind: Kind;
}

function attributesOf(uid: string): Attributes {
  const strapi = cms.strapi as unknown as { contentTypes: Record<string, { attributes: Attributes }>; components: Record<string, { attributes: Attributes }> };
  return (strapi.contentTypes[uid] ?? strapi.components[uid]).attributes;
}

/** Every place in the content model that holds an address, through components and dynamic zones. */
function urlPlaces(): UrlPlace[] {
  const places: UrlPlace[] = [];
  const walk = (uid: string, attributes: Attributes, path: string[], seen: string[]) => {
    for (const [name, attribute] of Object.entries(attributes)) {
      if (isUrlField(name, attribute)) places.push({ uid, path: [...path, name], kind: 'url' });
      else if (isEmbedField(name, attribute)) places.push({ uid, path: [...path, name], kind: 'embed' });
      else if (attribute.type === 'blocks') places.push({ uid, path: [...path, name], kind: 'blocks' });
      else if (attribute.type === 'component' && !seen.includes(attribute.component!))
        walk(uid, attributesOf(attribute.component!), [...path, name], [...seen, attribute.component!]);
      else if (attribute.type === 'dynamiczone') {
        for (const component of attribute.components ?? []) {
          if (!seen.includes(component)) walk(uid, attributesOf(component), [...path, name, component], [...seen, component]);
        }
      }
    }
  };
  for (const uid of Object.keys((cms.strapi as unknown as { contentTypes: Record<string, unknown> }).contentTypes)) {
    if (uid.startsWith('api::')) walk(uid, attributesOf(uid), [], []);
  }
  return places;
}

const valueFor = (kind: Kind, address: string): unknown =>
  kind === 'url'
    ? address
    : kind === 'embed'
      ? { url: address }
      : [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Read ' },
              { type: 'link', url: address, children: [{ type: 'text', text: 'this' }] },
            ],
          },
        ];

/** The document's data with `value` at `path` (components as objects, repeatables and zones as one-item lists). */
function dataWith(uid: string, path: string[], value: unknown): Record<string, unknown> {
  const build = (attributes: Attributes, rest: string[]): Record<string, unknown> => {
    const [name, ...tail] = rest;
    const attribute = attributes[name];
    if (!tail.length) return { [name]: value };
    if (attribute.type === 'dynamiczone') {
      const [component, ...inner] = tail;
      return { [name]: [{ __component: component, ...build(attributesOf(component), inner) }] };
    }
    const inner = build(attributesOf(attribute.component!), tail);
    return { [name]: attribute.repeatable ? [inner] : inner };
  };
  return build(attributesOf(uid), path);
}

describe('addresses in content', () => {
  it('finds the URL fields, embeds and rich text of the content model', () => {
    const places = urlPlaces().map((place) => `${place.uid} ${place.path.join('.')}`);
    expect(places).toEqual(
      expect.arrayContaining([
        'api::live-production.live-production bookings.booking_link',
        'api::home-page.home-page promoboxes.link_url',
        'api::home-page.home-page media_embed',
        'api::sign-up-page.sign-up-page promo_box.link_url',
        'api::cpd-live-event.cpd-live-event session.session_link',
        'api::cpd-session.cpd-session video.embed',
        'api::activity-slideshow.activity-slideshow slides.slide.video.videos.embed',
        'api::programme.programme introduction',
      ]),
    );
  });

  it('refuses javascript: and other unsafe addresses in every one of them, and stores nothing', async () => {
    const places = urlPlaces();
    const accepted: string[] = [];
    for (const place of places) {
      const documents = cms.strapi.documents(place.uid as never);
      const before = await cms.strapi.db.query(place.uid as never).count();
      for (const address of HOSTILE) {
        const attempt = documents.create({ data: dataWith(place.uid, place.path, valueFor(place.kind, address)) } as never);
        await attempt.then(
          () => accepted.push(`${place.uid} ${place.path.join('.')}: ${address}`),
          (error: { name?: string; details?: { errors?: Array<{ path: string[] }> } }) => {
            expect(error.name, `${place.uid} ${place.path.join('.')}: ${address}`).toBe('ValidationError');
            expect(error.details?.errors?.[0]?.path.slice(0, 1)).toEqual(place.path.slice(0, 1));
          },
        );
      }
      expect(await cms.strapi.db.query(place.uid as never).count(), `${place.uid}: nothing stored`).toBe(before);
    }
    expect(accepted).toEqual([]);
  });

  it('keeps web addresses, paths on the site and, in rich text, mailto: links', async () => {
    const production = (await cms.strapi.documents('api::live-production.live-production').create({
      data: {
        title: 'Addresses',
        slug: 'addresses',
        bookings: [{ event_date: '2030-01-01T10:00:00.000Z', venue_name: 'Hall', booking_link: 'https://tickets.example.org/a?b="c"' }],
        main_text: valueFor('blocks', 'mailto:office@example.org'),
      },
      populate: ['bookings'],
    } as never)) as { documentId: string; bookings: Array<{ booking_link: string }> };
    expect(production.bookings[0].booking_link).toBe('https://tickets.example.org/a?b="c"');
    const session = (await cms.strapi.documents('api::cpd-session.cpd-session').create({
      data: { title: 'Embed', slug: 'embed', video: { title: 'Film', embed: { url: '/demo-video/?clip=a' } } },
      populate: ['video'],
    } as never)) as { video: { embed: { url: string } } };
    expect(session.video.embed.url).toBe('/demo-video/?clip=a');
    await cms.strapi.documents('api::live-production.live-production').delete({ documentId: production.documentId } as never);
  });

  it('answers the editor in the admin panel with the field at fault', async () => {
    const login = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'EditorDemo1' }),
    });
    const { data } = await login.json();
    const response = await fetch(`${cms.baseUrl}/content-manager/single-types/api::home-page.home-page`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ title: 'Home', promoboxes: [{ title: 'Offer', link_url: 'javascript:window.__xss=1' }] }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.details.errors[0].path).toEqual(['promoboxes', '0', 'link_url']);
    const home = (await cms.strapi.documents('api::home-page.home-page').findFirst({ status: 'draft', populate: ['promoboxes'] } as never)) as {
      promoboxes: Array<{ link_url: string }>;
    };
    expect(home.promoboxes.map((box) => box.link_url)).not.toContain('javascript:window.__xss=1');
  });
});
