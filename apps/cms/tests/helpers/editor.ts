/**
 * Content made the way editors make it: through the admin panel's API, logged in as the development
 * editor. For test files that start without the demo catalogue but need a few activities and
 * recordings to put in playlists.
 */
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { DEV_ADMIN } = require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'setup', 'dev-admin'));

export interface Editor {
  /** The editor's admin login token, for calls of the admin API the helpers below do not make. */
  token: string;
  /** Creates and publishes an activity page; answers its documentId. */
  publishActivity: (title: string) => Promise<string>;
  /** Uploads a file to the media library; answers its ids and URL. */
  upload: (name: string, bytes: Uint8Array, mime: string) => Promise<{ id: number; documentId: string; url: string }>;
  /** Creates and publishes an audio page playing these files (uploaded ids): a playlist may hold its recordings. */
  publishAudioPage: (title: string, fileIds: number[]) => Promise<string>;
  deleteActivity: (documentId: string) => Promise<void>;
  deleteAudioPage: (documentId: string) => Promise<void>;
  /** Deletes an uploaded file by its (numeric) id. */
  deleteFile: (id: number) => Promise<void>;
}

async function ok(response: Response, what: string): Promise<any> {
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${what} failed with ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function loginEditor(baseUrl: string): Promise<Editor> {
  const login = await ok(
    await fetch(`${baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEV_ADMIN.email, password: DEV_ADMIN.password }),
    }),
    'the editor login',
  );
  const headers = { Authorization: `Bearer ${login.data.token}` };
  const activities = `${baseUrl}/content-manager/collection-types/api::activity-page.activity-page`;
  const audioPages = `${baseUrl}/content-manager/collection-types/api::audio-page.audio-page`;
  return {
    token: login.data.token,
    async publishActivity(title) {
      const body = await ok(
        await fetch(`${activities}/actions/publish`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title }),
        }),
        `publishing the activity ${title}`,
      );
      return body.data.documentId;
    },
    async upload(name, bytes, mime) {
      const form = new FormData();
      form.append('files', new Blob([bytes], { type: mime }), name);
      const [file] = await ok(await fetch(`${baseUrl}/upload`, { method: 'POST', headers, body: form }), `uploading ${name}`);
      return { id: file.id, documentId: file.documentId, url: file.url };
    },
    async publishAudioPage(title, fileIds) {
      const body = await ok(
        await fetch(`${audioPages}/actions/publish`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title, audio_excerpts: fileIds.map((id, n) => ({ title: `${title} ${n + 1}`, audio_file: id })) }),
        }),
        `publishing the audio page ${title}`,
      );
      return body.data.documentId;
    },
    async deleteAudioPage(documentId) {
      await ok(await fetch(`${audioPages}/${documentId}`, { method: 'DELETE', headers }), 'deleting an audio page');
    },
    async deleteActivity(documentId) {
      await ok(await fetch(`${activities}/${documentId}`, { method: 'DELETE', headers }), 'deleting an activity');
    },
    async deleteFile(id) {
      await ok(await fetch(`${baseUrl}/upload/files/${id}`, { method: 'DELETE', headers }), 'deleting a file');
    },
  };
}
