/**
 * What a test file creates in the CMS, removed when the file ends (newest first): on PostgreSQL the
 * next test files share the database, and the demo catalogue's own test counts what is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { TestCms } from './cms';

const require = createRequire(import.meta.url);

export class TestFixtures {
  private readonly documents: Array<{ uid: string; documentId: string }> = [];
  private readonly files: unknown[] = [];

  constructor(private readonly cms: TestCms) {}

  /** Creates a document, publishes it and answers its documentId. */
  async publish(uid: string, data: Record<string, unknown>): Promise<string> {
    const documents = this.cms.strapi.documents(uid as never);
    const document = await documents.create({ data } as never);
    this.keep(uid, document.documentId);
    await documents.publish({ documentId: document.documentId } as never);
    return document.documentId as string;
  }

  /** A document made some other way (a draft), to remove at the end. */
  keep(uid: string, documentId: string): void {
    this.documents.push({ uid, documentId });
  }

  /** Uploads a small PNG picture (removed at the end) and answers it, to give a media field. */
  async image(name: string): Promise<{ id: number; documentId: string; url: string }> {
    const png: Buffer = await require('sharp')({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const filepath = path.join(this.cms.dataDir, name);
    fs.writeFileSync(filepath, png);
    const [file] = await this.cms.strapi
      .plugin('upload')
      .service('upload')
      .upload({ data: { fileInfo: { name } }, files: { filepath, originalFilename: name, mimetype: 'image/png', size: png.length } });
    this.keepFile(file);
    return file;
  }

  /** An uploaded file, to remove at the end. */
  keepFile(file: unknown): void {
    this.files.push(file);
  }

  async removeAll(): Promise<void> {
    for (const { uid, documentId } of this.documents.reverse()) await this.cms.strapi.documents(uid as never).delete({ documentId } as never);
    for (const file of this.files) await this.cms.strapi.plugin('upload').service('upload').remove(file);
    this.documents.length = 0;
    this.files.length = 0;
  }
}
