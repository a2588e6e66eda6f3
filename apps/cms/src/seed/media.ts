/**
 * The seed's media: every generated image, recording and PDF is made and uploaded once, under a
 * fixed file name (`primary-banner.jpg`, `steady-beat-slow.wav`, `composing-grid.pdf`), and found
 * again by that name on later runs, so a re-run uploads nothing twice. Files can be prepared up
 * front, a few at a time, before the documents that use them are written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { ImageSpec } from './demo-data/schema';
import { renderImage } from './images';
import { synthesiseWav, type RecordingSpec } from './audio';
import type { PdfSpec } from './pdf';

/** A generated recording: `name` is its file name without extension, `title` its caption. */
export interface NamedRecording {
  name: string;
  title: string;
  summary: string;
  recording: RecordingSpec;
  /** Beats in a bar for the player's count-in, when the recording has a steady beat (its tempo is the recording's). */
  countInBeats?: number;
  /** A song's words timed to it, for the audio slides that play it first. */
  words?: string;
}

/** A generated one-page PDF: `name` is its file name without extension. */
export interface NamedPdf {
  name: string;
  pdf: PdfSpec;
}

interface Made {
  fileName: string;
  /** Names an earlier seed may have used for the same file. */
  formerNames?: string[];
  mimetype: string;
  alt: string;
  caption: string;
  render: () => Promise<Buffer> | Buffer;
}

const CONCURRENCY = 3;

export class SeedMedia {
  private readonly ids = new Map<string, Promise<number>>(); // file name -> upload file id
  private existing?: Promise<Map<string, number>>;
  private readonly tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));

  constructor(private readonly strapi: Core.Strapi) {}

  /** Removes the working folder; call once the seed is done. */
  dispose(): void {
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }

  image(spec: ImageSpec): Promise<number> {
    const png = spec.format === 'png';
    return this.file({
      fileName: `${spec.name}.${png ? 'png' : 'jpg'}`,
      // The first demo seeds drew every image as PNG.
      formerNames: png ? [] : [`${spec.name}.png`],
      mimetype: png ? 'image/png' : 'image/jpeg',
      alt: spec.alt,
      caption: spec.caption ?? '',
      render: () => renderImage(spec),
    });
  }

  recording(spec: NamedRecording): Promise<number> {
    return this.file({
      fileName: `${spec.name}.wav`,
      mimetype: 'audio/wav',
      alt: spec.title,
      caption: spec.title,
      render: () => synthesiseWav(spec.recording),
    });
  }

  pdf(spec: NamedPdf): Promise<number> {
    return this.file({
      fileName: `${spec.name}.pdf`,
      mimetype: 'application/pdf',
      alt: spec.pdf.title,
      caption: spec.pdf.title,
      render: async () => (await import('./pdf')).renderPdf(spec.pdf),
    });
  }

  /**
   * Any other generated file (a film, its poster, a captions file): `render` makes its bytes, and
   * runs only when no file of this name was uploaded before.
   */
  generated(spec: { fileName: string; mimetype: string; alt: string; caption?: string; render: () => Promise<Buffer> | Buffer }): Promise<number> {
    return this.file({ ...spec, caption: spec.caption ?? spec.alt });
  }

  /** A working folder of its own, removed with the rest by dispose(). */
  workFolder(name: string): string {
    const folder = path.join(this.tmp, name);
    fs.mkdirSync(folder, { recursive: true });
    return folder;
  }

  /** Runs the given media jobs a few at a time (image work runs on sharp's threads meanwhile). */
  async prepare(jobs: Array<() => Promise<unknown>>): Promise<void> {
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  private existingFiles(): Promise<Map<string, number>> {
    this.existing ??= this.strapi.db
      .query('plugin::upload.file')
      .findMany({ select: ['id', 'name'] })
      .then((files: Array<{ id: number; name: string }>) => new Map(files.map((file) => [file.name, file.id])));
    return this.existing;
  }

  private file(made: Made): Promise<number> {
    let id = this.ids.get(made.fileName);
    if (!id) {
      id = this.findOrUpload(made);
      this.ids.set(made.fileName, id);
    }
    return id;
  }

  private async findOrUpload(made: Made): Promise<number> {
    const existing = await this.existingFiles();
    for (const name of [made.fileName, ...(made.formerNames ?? [])]) {
      const id = existing.get(name);
      if (id) return id;
    }
    const filepath = path.join(this.tmp, made.fileName);
    fs.writeFileSync(filepath, await made.render());
    const [file] = await this.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: made.fileName, alternativeText: made.alt, caption: made.caption } },
        files: { filepath, originalFilename: made.fileName, mimetype: made.mimetype, size: fs.statSync(filepath).size },
      });
    return file.id;
  }
}
