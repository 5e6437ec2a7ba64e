import type { Call, Domain } from '../call';
import { account } from './account';
import { componentCost } from './componentCost';
import { componentParam } from './componentParam';
import { fabric } from './fabric';
import { files } from './files';
import { inquiry } from './inquiry';
import { lookups } from './lookups';
import { navbar } from './navbar';
import { price } from './price';
import { purchase } from './purchase';
import { scanApply } from './scanApply';
import { season } from './season';
import { shoeTree } from './shoeTree';

/** Every call of the catalogue, by domain. */
export const api = {
  account,
  navbar,
  files,
  lookups,
  fabric,
  season,
  shoeTree,
  purchase,
  scanApply,
  price,
  inquiry,
  componentCost,
  componentParam,
} as const satisfies Record<Domain, Record<string, Call>>;

export const catalogue: Call[] = Object.values(api).flatMap((d) => Object.values(d) as Call[]);
