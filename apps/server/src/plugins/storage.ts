import fp from 'fastify-plugin';
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
  /** The seeded files to put in place (fixtures/images). */
  fixtureFiles: string;
}

/** `app.storage`, with the seeded fixture images in place (`Storage.placeFixtureFiles`). */
export const storagePlugin = fp<StorageOptions>(
  async (app, { root, fixtureFiles }) => {
    const storage = new Storage(root);
    await storage.placeFixtureFiles(fixtureFiles);
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
