import { catalogue } from '@portal/contract';
import { describe, expect } from 'vitest';
import { fuzzCatalogue, issueSession } from '../scripts/fuzz';
import { internalTest, useContractStub } from './helper';

const fuzzing = internalTest.because('sends 10,000 hostile requests to the app in process');

const { stub } = useContractStub();

/** At least 10,000 requests over every declared call; the long run is `pnpm fuzz`. */
const runsPerCall = Math.ceil(10_000 / catalogue.length);

describe('fuzzing every declared call', () => {
  fuzzing(
    'answers the envelope, never a 5xx but 未实现, and stays up',
    async () => {
      const app = stub.app;
      if (!app) return;
      const { sent, failures, statuses } = await fuzzCatalogue({
        app,
        signIn: () => issueSession(app),
        runsPerCall,
        seed: 20_261_122,
      });
      console.log(`fuzz: ${sent} requests, ${failures.length} failures, answers ${JSON.stringify(statuses)}`);
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(10_000);
      // The inputs reach the handlers: hundreds of answers succeed, not only validation refusals.
      expect(statuses['200'] ?? 0).toBeGreaterThan(200);
    },
    120_000,
  );
});
