import type { FastifyInstance } from 'fastify';
import type { Implementation } from '../binder';
import type { Env } from '../env';
import { accountHandlers } from './account';
import { homeHandlers } from './dashboard';
import { downloadCenterHandlers, registerDownloadRoute } from './exports/download-center';
import { templateHandlers } from './exports/templates';
import { fabricExports } from './fabric/exports';
import { fabricListHandlers } from './fabric/lists';
import { fileHandlers, registerStorageHost } from './files';
import { innovateHandlers } from './innovation';
import { inquiryHandlers } from './inquiry';
import { lookupHandlers } from './lookups';
import { purchaseHandlers } from './purchase';
import { purchaseExports } from './purchase/exports';

/** Every implemented call. A declared call missing here answers 500 未实现 (docs/catalogue.md). */
export const implementations: Implementation[] = [
  ...accountHandlers,
  ...lookupHandlers,
  ...homeHandlers,
  ...purchaseHandlers,
  ...inquiryHandlers,
  ...innovateHandlers,
  ...fileHandlers,
  ...downloadCenterHandlers,
  ...templateHandlers,
  ...fabricListHandlers,
  ...fabricExports,
  ...purchaseExports,
];

/**
 * Routes outside the call catalogue (docs/decisions/0005-files-and-exports.md): the download address a
 * record's filePath carries, and the stand-in storage host for direct uploads.
 */
export const registerPlainRoutes = (app: FastifyInstance, env: Env) => {
  registerDownloadRoute(app, env);
  registerStorageHost(app, env);
};
