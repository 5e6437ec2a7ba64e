import type { Call, Domain } from './call';
import { account } from './domains/account/calls';
import { comment } from './domains/comment/calls';
import { componentCost } from './domains/component-cost/calls';
import { componentParam } from './domains/component-param/calls';
import { dashboard } from './domains/dashboard/calls';
import { demand } from './domains/demand/calls';
import { effect } from './domains/effect/calls';
import { fabric } from './domains/fabric/calls';
import { files } from './domains/files/calls';
import { grain } from './domains/grain/calls';
import { innovation } from './domains/innovation/calls';
import { inquiry } from './domains/inquiry/calls';
import { lookups } from './domains/lookups/calls';
import { message } from './domains/message/calls';
import { navbar } from './domains/navbar/calls';
import { price } from './domains/price/calls';
import { purchase } from './domains/purchase/calls';
import { recommend } from './domains/recommend/calls';
import { scanApply } from './domains/scan-apply/calls';
import { season } from './domains/season/calls';
import { shoeTree } from './domains/shoe-tree/calls';

/** Every call of the catalogue, by domain. */
export const api = {
  account,
  navbar,
  files,
  lookups,
  dashboard,
  fabric,
  recommend,
  innovation,
  grain,
  effect,
  demand,
  comment,
  message,
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
