import { type Domain, domains } from '@portal/contract';
import type { Implementation } from '../binder';
import type { DomainModule } from '../kit/module';
import { accountModule } from './account';
import { commentModule } from './comment';
import { componentCostModule } from './component-cost';
import { componentParamModule } from './component-param';
import { dashboardModule } from './dashboard';
import { demandModule } from './demand';
import { effectModule } from './effect';
import { fabricModule, recommendModule } from './fabric';
import { filesModule } from './files';
import { grainModule } from './grain';
import { innovationModule } from './innovation';
import { inquiryModule } from './inquiry';
import { lookupsModule } from './lookups';
import { messageModule } from './message';
import { navbarModule } from './navbar';
import { priceModule } from './price';
import { purchaseModule } from './purchase';
import { scanApplyModule } from './scan-apply';
import { seasonModule } from './season';
import { shoeTreeModule } from './shoe-tree';

/**
 * Every domain of the catalogue, once (a missing one does not compile). A domain adds its handlers, fixtures and
 * routes in its own folder (modules/<kebab-domain>/index.ts); this file does not change.
 */
const byDomain = {
  account: accountModule,
  navbar: navbarModule,
  files: filesModule,
  lookups: lookupsModule,
  dashboard: dashboardModule,
  fabric: fabricModule,
  recommend: recommendModule,
  innovation: innovationModule,
  grain: grainModule,
  effect: effectModule,
  demand: demandModule,
  comment: commentModule,
  message: messageModule,
  season: seasonModule,
  shoeTree: shoeTreeModule,
  purchase: purchaseModule,
  scanApply: scanApplyModule,
  price: priceModule,
  inquiry: inquiryModule,
  componentCost: componentCostModule,
  componentParam: componentParamModule,
} satisfies Record<Domain, DomainModule>;

/** The modules in the catalogue's domain order: the order their fixtures are seeded in, after the core tables. */
export const modules: DomainModule[] = domains.map((domain) => {
  const m: DomainModule = byDomain[domain];
  if (m.domain !== domain) throw new Error(`modules/index.ts lists the ${m.domain} module as ${domain}`);
  return m;
});

/** Every implemented call. A declared call missing here answers 500 未实现 (docs/catalogue.md). */
export const implementations: Implementation[] = modules.flatMap((m) => m.handlers);
