/** `pnpm openapi:snapshot`: rewrites docs/openapi.json from the contract and adds its changelog entry when new. */
import { writeSnapshot } from '../src/openapi/snapshot';

console.log(writeSnapshot());
