/**
 * Fields accept only the media they can show (src/validation/media-types.ts): a picture field
 * refuses a film, whichever way it is saved (the admin panel's content manager, as the editor; the
 * document service, which REST and GraphQL writes go through), while the right type is accepted;
 * and every media field of the content model says which types it takes.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';

const require = createRequire(import.meta.url);
const { DEV_ADMIN } = require('../dist/src/setup/dev-admin');
const { mediaTypeOf, fileReferences } = require('../dist/src/validation/media-types');

const SLIDESHOWS = '/content-manager/collection-types/api::activity-slideshow.activity-slideshow';
const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

let headers: Record<string, string>;
let film: { id: number; documentId: string };
let picture: { id: number; documentId: string };

async function upload(name: string, bytes: Buffer, mime: string) {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type: mime }), name);
  const answer = await fetch(`${cms.baseUrl}/upload`, { method: 'POST', headers, body: form });
  expect(answer.status, `uploading ${name}`).toBe(201);
  const [file] = await answer.json();
  return { id: file.id as number, documentId: file.documentId as string };
}

async function saveSlideshow(slides: unknown[], documentId?: string) {
  return fetch(`${cms.baseUrl}${SLIDESHOWS}${documentId ? `/${documentId}` : ''}`, {
    method: documentId ? 'PUT' : 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: `Media types ${Date.now()}`, slides }),
  });
}

const cms = cmsForThisFile({ catalogue: false }, async () => {
  const login = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  });
  expect(login.status).toBe(200);
  headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  film = await upload('weather-film.mp4', MP4, 'video/mp4');
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  picture = await upload('weather-picture.png', png, 'image/png');
});

describe('a picture field', () => {
  it('refuses an MP4 saved by the editor in the admin panel, in a new slideshow and in an existing one', async () => {
    for (const mainImage of [film.id, { id: film.id }, [{ id: film.id }]]) {
      const answer = await saveSlideshow([{ __component: 'slide.image', title: 'What does the weather sound like?', main_image: mainImage }]);
      expect(answer.status, JSON.stringify(mainImage)).toBe(400);
      const { error } = await answer.json();
      expect(error.message).toBe('slides.0.main_image takes pictures only: “weather-film.mp4” is a video (video/mp4).');
      expect(error.details.errors[0].path).toEqual(['slides', '0', 'main_image']);
    }
    const created = await saveSlideshow([{ __component: 'slide.image', title: 'Weather', main_image: picture.id }]);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    const changed = await saveSlideshow([{ __component: 'slide.image', title: 'Weather', main_image: film.id }], data.documentId);
    expect(changed.status).toBe(400);
    // Nested components too: an audio card's picture.
    const cards = await saveSlideshow([{ __component: 'slide.audiocards', audiocards: [{ title: 'Rain', image: film.id }] }]);
    expect(cards.status).toBe(400);
    expect((await cards.json()).error.message).toMatch(/^slides\.0\.audiocards\.0\.image takes pictures only/);
  });

  it('accepts a picture, and a recording field refuses the picture', async () => {
    const answer = await saveSlideshow([{ __component: 'slide.audio-and-image', main_image: picture.id, audio: picture.id }]);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.message).toBe('slides.0.audio takes recordings only: “weather-picture.png” is a picture (image/png).');
    const accepted = await saveSlideshow([{ __component: 'slide.image', title: 'Weather', main_image: picture.id }]);
    expect(accepted.status).toBe(201);
  });

  it('refuses an MP4 saved through the document service (what REST, GraphQL and the seed write through), by id or documentId', async () => {
    for (const mainImage of [film.id, { documentId: film.documentId }, { connect: [{ id: film.id }] }]) {
      await expect(
        cms.strapi.documents('api::activity-slideshow.activity-slideshow').create({
          data: { title: 'Straight in', slides: [{ __component: 'slide.image', main_image: mainImage }] } as never,
        }),
      ).rejects.toThrow('slides.0.main_image takes pictures only');
    }
    const film_ = await cms.strapi
      .documents('api::film.film')
      .create({ data: { title: 'A poster that is a film', poster: film.id } as never })
      .catch((error: Error) => error);
    expect(film_).toBeInstanceOf(Error);
    expect((film_ as Error).message).toMatch(/^poster takes pictures only/);
  });
});

describe('the media fields of the content model', () => {
  it('each say which types they take: pictures, recordings, films or documents', () => {
    const schemas = [...Object.values(cms.strapi.components), ...Object.values(cms.strapi.contentTypes).filter((type) => type.uid.startsWith('api::'))];
    const fields = schemas.flatMap((schema) =>
      Object.entries(schema.attributes as Record<string, { type: string; allowedTypes?: string[] }>)
        .filter(([, attribute]) => attribute.type === 'media')
        .map(([name, attribute]) => ({ name, field: `${schema.uid}.${name}`, allowedTypes: attribute.allowedTypes })),
    );
    expect(fields.length).toBeGreaterThan(30);
    for (const { name, field, allowedTypes } of fields) {
      expect(allowedTypes?.length, field).toBeGreaterThan(0);
      // A picture field takes pictures only, a recording field recordings only.
      if (/image|poster|logo|^card_\d$/.test(name)) expect(allowedTypes, field).toEqual(['images']);
      if (/audio$|^audio_file$/.test(name) || field === 'playlist.audio-item.item') expect(allowedTypes, field).toEqual(['audios']);
    }
  });

  it('sorts files as the media library does', () => {
    expect(mediaTypeOf('image/svg+xml')).toBe('images');
    expect(mediaTypeOf('video/mp4')).toBe('videos');
    expect(mediaTypeOf('audio/mpeg')).toBe('audios');
    expect(mediaTypeOf('text/vtt')).toBe('files');
    expect(mediaTypeOf('application/pdf')).toBe('files');
    expect(fileReferences({ set: [{ id: 3 }], connect: ['abc'] })).toEqual([{ documentId: 'abc' }, { id: 3 }]);
    expect(fileReferences(null)).toEqual([]);
  });
});
