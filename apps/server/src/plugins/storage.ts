import fp from 'fastify-plugin';
import { ensureDir } from '../kit/ensure-dir';
import { Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files, thumbnails, exports (STORAGE_DIR). */
    storage: Storage;
  }
}

export interface StorageOptions {
  /** Absolute path of STORAGE_DIR. */
  root: string;
  /** STORAGE_QUOTA_BYTES: what one supplier may store in all. */
  quotaBytes: number;
  /** The seeded files to put in place (fixtures/images). */
  fixtureFiles: string;
}

/** `app.storage`, with the seeded fixture images in place (`Storage.placeFixtureFiles`). */
export const storagePlugin = fp<StorageOptions>(
  async (app, { root, quotaBytes, fixtureFiles }) => {
    // One clear line when STORAGE_DIR cannot be made (never mkdir -p's endless loop under /proc).
    ensureDir(root, 'STORAGE_DIR');
    const storage = new Storage(root, quotaBytes);
    await storage.placeFixtureFiles(fixtureFiles);
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
