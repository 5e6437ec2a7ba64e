import { afterAll, beforeAll, describe, expect } from 'vitest';
import { issueSession } from '../scripts/fuzz';
import { openApiDocument } from '../src/openapi/document';
import { fuzzDocument } from '../src/openapi/fuzz';
import { sampleFiles } from '../src/openapi/generate';
import { operationsOf } from '../src/openapi/operations';
import { internalTest, startStub, type Target } from './helper';

/**
 * A seeded slice of `pnpm openapi:fuzz`: requests made from the published document alone and broken one way at a
 * time. Independent of test/fuzz.test.ts, which generates from the contract's own schemas.
 */
describe('fuzzing from the OpenAPI document', () => {
  let stub: Target;
  let base: string;
  beforeAll(async () => {
    stub = await startStub();
    base = await stub.app!.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => stub.close());

  internalTest(
    'answers the envelope, never a 5xx, and stays up',
    async () => {
      const operations = operationsOf(openApiDocument({ serverUrl: base })).filter(
        (op) => !op.path.startsWith('/__stub'),
      );
      const { sent, failures, statuses } = await fuzzDocument({
        base,
        operations,
        samples: await sampleFiles(),
        signIn: () => issueSession(stub.app!),
        requests: 2_500,
        seed: 20_261_126,
      });
      console.log(`openapi fuzz: ${sent} requests, ${failures.length} failures, answers ${JSON.stringify(statuses)}`);
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(2_500);
      // Valid requests reach the handlers too, not only validation.
      expect(statuses['200'] ?? 0).toBeGreaterThan(200);
    },
    300_000,
  );
});
