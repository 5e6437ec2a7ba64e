import { buildApp } from './app';
import { readEnv } from './env';

const env = readEnv();
const app = await buildApp({ env, logger: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: env.PORT, host: env.HOST });
