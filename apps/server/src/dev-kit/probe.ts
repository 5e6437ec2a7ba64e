import {
  api,
  type Call,
  type CallData,
  type CallInput,
  catalogue,
  encryptPassword,
  FileLinks,
  fillPath,
  Status,
} from '@portal/contract';
import { safeParse } from 'zod';
import { type RecordedAnswer, recordAnswer } from './drift';

/**
 * The probe of `pnpm contract:check` (docs/dev-kit.md "Contract drift against a real host"): sends every read-only call once with an
 * input the contract holds valid, so that each has a success checked against its `data` schema even where the
 * contract suite does not reach it. An input needing a record is taken from the host's own answers (a detail gets
 * an id its list answered); a call that cannot be sent says why. Only read-only calls are ever sent, with the token
 * of one account that holds every atom; each request waits at most 30 s, one at a time.
 */

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** Sends a read-only call (recorded like any probe answer) and gives its data when it succeeds. */
export type Ask = <C extends Call>(call: C, input: CallInput<C>) => Promise<CallData<C> | undefined>;

/** The inputs to try for a call, from the host's answers; or why there is none. */
type Derive<C extends Call> = (ask: Ask, token: string) => Promise<CallInput<C>[] | string>;

const rules = new Map<string, Derive<Call>>();
const rule = <C extends Call>(call: C, derive: Derive<C>) => rules.set(call.id, derive);

/** Calls the probe does not send, and why. */
const unsent = new Map<string, string>([
  [api.componentCost.exportByKey.id, 'needs the key of a component-cost export, which only a write makes'],
]);

const maxTries = 3;
const requestTimeoutMs = 30_000;
/** How many of a list's rows a rule looks through for one that has what it needs (a file, a delivery, a sole). */
const scanRows = 20;

const page = { body: {} } as const;
const ids = <T extends { id: number }>(rows: readonly T[] | undefined) => (rows ?? []).map((r) => r.id);
const none = (what: string) => `the host's answers name no ${what}`;

// Records by id, from the lists that answer them.
const fabrics = (ask: Ask) => ask(api.fabric.list, page).then((d) => ids(d?.data));
for (const call of [api.fabric.detail, api.fabric.queryMaterialApprove])
  rule(call, async (ask) => (await fabrics(ask)).map((id) => ({ params: { id } })));
rule(api.comment.list, async (ask) => (await fabrics(ask)).map((materialId) => ({ body: { materialId } })));
rule(api.files.getFileDetailList, async (ask) => (await fabrics(ask)).map((id) => ({ params: { id: String(id) } })));
rule(api.innovation.detail, async (ask) =>
  ids((await ask(api.innovation.list, page))?.data).map((id) => ({ params: { id } })),
);
rule(api.demand.detail, async (ask) => ids((await ask(api.demand.list, page))?.data).map((id) => ({ body: { id } })));
rule(api.scanApply.detail, async (ask) =>
  ids((await ask(api.scanApply.list, page))?.data).map((id) => ({ body: { id } })),
);
rule(api.lookups.riskByCategory, async (ask) =>
  ids(await ask(api.lookups.materialCategoryList, page)).map((id) => ({ params: { id } })),
);
rule(api.lookups.fabricLinesQueryByCodes, async (ask) =>
  ((await ask(api.lookups.fabricLinesQuery, page)) ?? [])
    .slice(0, 1)
    .map((r) => ({ body: { lineCodes: [r.lineCode] } })),
);
rule(api.fabric.materialCategory, async () => [{ body: { dataPermission: 'shoe' } }]);
// getOSS is public and reads the token from its query (files/calls.ts).
rule(api.files.getOSS, async (_ask, token) => [{ query: { token } }]);

// Files: ids the host's file lists answered.
const filesOf = async (ask: Ask, wanted: (f: { fileSuffix: string | null }) => boolean) => {
  for (const id of (await fabrics(ask)).slice(0, scanRows)) {
    const found = (await ask(api.files.getFileDetailList, { params: { id: String(id) } }))?.filter(wanted);
    if (found?.length) return found.map((f) => f.id);
  }
  return [];
};
const image = (f: { fileSuffix: string | null }) => /^(jpe?g|png|gif|webp)$/i.test(f.fileSuffix ?? '');
const pdf = (f: { fileSuffix: string | null }) => f.fileSuffix?.toLowerCase() === 'pdf';
for (const call of [api.files.getFile, api.files.getAbridgeImg, api.files.getFileDetail])
  rule(call, async (ask) => {
    const found = await filesOf(ask, image);
    return found.length ? found.map((id) => ({ params: { id } })) : none('image file of a material');
  });
rule(api.files.getFileStream, async (ask) => (await filesOf(ask, image)).map((id) => ({ body: { id } })));
rule(api.files.fileLinks, async (ask) => {
  const found = [...(await filesOf(ask, image)), ...(await filesOf(ask, pdf))];
  return found.length ? [{ body: { ids: found.slice(0, FileLinks.maxIds) } }] : none('file of a material');
});
for (const call of [api.files.getFilePdfStream, api.fabric.fileStream])
  rule(call, async (ask) => {
    const found = await filesOf(ask, pdf);
    return found.length ? found.map((id) => ({ params: { id } })) : none('PDF file of a material');
  });
rule(api.files.findRedis, async (ask) => {
  const keys = ((await ask(api.navbar.downloadList, page))?.data ?? []).map((r) => r.key);
  return keys.length ? keys.map((id) => ({ params: { id } })) : none('download record (navbar.downloadList)');
});

// Season orders and their deliveries.
const seasons = (ask: Ask) => ask(api.season.list, page).then((d) => d?.data ?? []);
for (const call of [api.season.sizeList, api.season.getVersion])
  rule(call, async (ask) => ids(await seasons(ask)).map((id) => ({ params: { id } })));
rule(api.season.deliverDetail, async (ask) => ids(await seasons(ask)).map((id) => ({ body: { id } })));
rule(api.season.recordDetail, async (ask) => {
  const delivered = (await seasons(ask)).filter((o) => o.deliveredQuantity > 0).slice(0, scanRows);
  for (const order of delivered) {
    const deliveries = await ask(api.season.deliverDetail, { body: { id: order.id } });
    if (deliveries?.length) return ids(deliveries).map((id) => ({ params: { id } }));
  }
  return none('season order delivery');
});

// Shoe lasts and their file trees.
const lasts = (ask: Ask) => ask(api.shoeTree.supplierList, page).then((d) => ids(d?.data));
for (const call of [api.shoeTree.detail, api.shoeTree.sizes, api.shoeTree.records])
  rule(call, async (ask) => (await lasts(ask)).map((id) => ({ params: { id } })));
rule(api.shoeTree.maintainShowTreeImgs, async (ask) => (await lasts(ask)).map((id) => ({ body: { id } })));
for (const call of [api.shoeTree.lifeOperateRemark, api.shoeTree.fileList, api.shoeTree.fileTree])
  rule(call, async (ask) => (await lasts(ask)).map((shoeTreeId) => ({ body: { shoeTreeId } })));
rule(api.shoeTree.fileInfo, async (ask) => {
  for (const shoeTreeId of (await lasts(ask)).slice(0, scanRows)) {
    const nodes = await ask(api.shoeTree.fileList, { body: { shoeTreeId } });
    if (nodes?.length) return ids(nodes).map((id) => ({ body: { id } }));
  }
  return none('file or folder of a shoe last');
});

// Purchase orders, their lines and the supplier's materials.
const orders = (ask: Ask) => ask(api.purchase.list, page).then((d) => ids(d?.data));
for (const call of [api.purchase.plans, api.purchase.detail, api.purchase.shipmentPageInfo])
  rule(call, async (ask) => (await orders(ask)).map((id) => ({ params: { id } })));
const lines = (ask: Ask) => ask(api.purchase.detailsList, page).then((d) => d?.data ?? []);
for (const call of [api.purchase.shipmentHistory, api.purchase.shipmentsCount])
  rule(call, async (ask) => (await lines(ask)).map((l) => ({ params: { purchaseId: l.purchaseId, detailId: l.id } })));
rule(api.purchase.sole, async (ask) => {
  const all = await lines(ask);
  // A line with a sole first: the call answers its soles.
  return [...all.filter((l) => l.soleCode), ...all.filter((l) => !l.soleCode)].map((l) => ({
    body: { detailId: l.id },
  }));
});
const materials = (ask: Ask) => ask(api.purchase.supplierMaterials, page).then((d) => d?.data ?? []);
rule(api.purchase.materialAttrs, async (ask) => ids(await materials(ask)).map((id) => ({ params: { id } })));
rule(api.purchase.materialSubCode, async (ask) =>
  (await materials(ask)).map((m) => ({ body: { materialCode: m.materialCode } })),
);

// Inquiries: notices, quote rows, price cards.
const notices = (ask: Ask) => ask(api.inquiry.noticeList, page).then((d) => ids(d ?? []));
rule(api.inquiry.noticeApproveHistory, async (ask) => (await notices(ask)).map((id) => ({ body: { id } })));
rule(api.inquiry.queryCostApprove, async (ask) => (await notices(ask)).map((id) => ({ params: { id } })));
const quotes = (ask: Ask) => ask(api.inquiry.priceList, page).then((d) => d?.data ?? []);
const solesFirst = <T extends { isSole: number }>(rows: T[]) => [
  ...rows.filter((r) => r.isSole === 1),
  ...rows.filter((r) => r.isSole !== 1),
];
for (const call of [api.inquiry.querySoleConfirmDetails, api.inquiry.matchInquirySoleCost])
  rule(call, async (ask) => ids(solesFirst(await quotes(ask))).map((id) => ({ body: { id } })));
for (const call of [api.inquiry.hasQuotation, api.inquiry.queryCostDetail])
  rule(call, async (ask) => ids(await quotes(ask)).map((id) => ({ body: { id } })));
rule(api.inquiry.encapsulationInquiryPrice, async (ask) => {
  const rows = ids(await quotes(ask)).slice(0, 3);
  return rows.length ? [{ body: { ids: rows } }] : none('quote row (inquiry.priceList)');
});
rule(api.inquiry.materialCostSingle, async (ask) =>
  (await quotes(ask)).map((r) => ({ body: { materialCode: r.materialCode } })),
);
rule(api.inquiry.materialPriceApproveHistory, async (ask) =>
  ids((await ask(api.price.materialList, page))?.data).map((id) => ({ body: { id } })),
);

// Component costs and parameters.
const costs = (ask: Ask) => ask(api.componentCost.list, page).then((d) => ids(d?.data));
rule(api.componentCost.downloadPdf, async (ask) => (await costs(ask)).map((id) => ({ body: { id } })));
rule(api.componentCost.downloadTemplateFileAndSetValue, async (ask) => {
  const rows = (await costs(ask)).slice(0, 3);
  return rows.length ? [{ body: { ids: rows } }] : none('component cost (componentCost.list)');
});
const params = (ask: Ask) => ask(api.componentParam.list, page).then((d) => ids(d?.data));
for (const call of [api.componentParam.record, api.componentParam.detail])
  rule(call, async (ask) => (await params(ask)).map((id) => ({ body: { id } })));
rule(api.componentParam.queryComponentFormula, async (ask) => (await params(ask)).map((id) => ({ params: { id } })));

/**
 * Signs in on the host (the probe's calls need an account with every atom: the demo `supplier`): the token, and the
 * login's answer checked like any other. Throws with the host's answer when it refuses.
 */
export const signIn = async (
  baseUrl: string,
  account: { loginAccount: string; password: string },
  aesKey: string,
): Promise<{ token: string; answer: RecordedAnswer }> => {
  const call = api.account.login;
  const res = await fetch(new URL(call.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: account.loginAccount, password: encryptPassword(account.password, aesKey) }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const contentType = res.headers.get('content-type') ?? '';
  const body = (await res.json().catch(() => null)) as {
    status?: number;
    message?: string;
    data?: { token?: unknown };
  };
  const token = body?.data?.token;
  if (body?.status !== Status.ok || typeof token !== 'string')
    throw new Error(
      `login ${account.loginAccount} answered ${body?.status ?? `HTTP ${res.status}`} ${body?.message ?? ''}`.trim() +
        ' (the demo accounts must exist on the host and PASSWORD_AES_KEY must match it)',
    );
  return { token, answer: recordAnswer(call, res.status, contentType, body) };
};

/**
 * A token given for the host (no sign-in, so nothing stored there): checked with `currentUser`, whose answer is checked
 * like any other. Throws with the host's answer when it refuses the token.
 */
export const checkToken = async (
  baseUrl: string,
  token: string,
): Promise<{ token: string; answer: RecordedAnswer }> => {
  const call = api.account.currentUser;
  const res = await fetch(new URL(call.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: '{}',
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const body = (await res.json().catch(() => null)) as { status?: number; message?: string } | null;
  if (body?.status !== Status.ok)
    throw new Error(`the given token answered ${body?.status ?? `HTTP ${res.status}`} ${body?.message ?? ''}`.trim());
  return { token, answer: recordAnswer(call, res.status, res.headers.get('content-type') ?? '', body) };
};

const validInput = (call: Call, input: Input): string | undefined => {
  for (const [part, schema, value] of [
    ['params', call.params, input.params],
    ['query', call.query, input.query],
    ['body', call.body, input.body ?? (call.method === 'POST' ? {} : undefined)],
  ] as const) {
    if (!schema) continue;
    const parsed = schema.safeParse(value ?? {});
    const issue = parsed.error?.issues[0];
    if (issue)
      return `needs ${[part, ...issue.path.map(String)].join('.')}, which no probe rule derives (${issue.message})`;
  }
  return undefined;
};

export interface ProbeResult {
  answers: RecordedAnswer[];
  /** Per call not sent, or sent with no input: why. */
  notes: Map<string, string>;
}

/**
 * Sends each of `calls` (by default every read-only call) to the host once, with the first input derived from its
 * answers, and again with the next (up to three) while it is refused. Every answer is checked and recorded as a
 * probe answer; the calls a rule asks first (a list before its detail) are recorded the same way.
 */
export const probe = async ({
  baseUrl,
  token,
  calls = catalogue.filter((c) => c.readOnly),
}: {
  baseUrl: string;
  token: string;
  calls?: readonly Call[];
}): Promise<ProbeResult> => {
  const answers: RecordedAnswer[] = [];
  const notes = new Map<string, string>();
  const sent = new Map<string, Promise<{ success: boolean; data: unknown }>>();

  const send = (call: Call, input: Input) => {
    const key = `${call.id} ${JSON.stringify(input)}`;
    let answer = sent.get(key);
    if (!answer) {
      answer = request(call, input);
      sent.set(key, answer);
    }
    return answer;
  };
  const request = async (call: Call, input: Input) => {
    const url = new URL(fillPath(call.path, input.params), baseUrl);
    for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, String(v));
    let recorded: RecordedAnswer;
    let data: unknown;
    try {
      const res = await fetch(url, {
        method: call.method,
        headers: { token, ...(call.method === 'POST' && { 'content-type': 'application/json' }) },
        ...(call.method === 'POST' && { body: JSON.stringify(input.body ?? {}) }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const contentType = res.headers.get('content-type') ?? '';
      let body: unknown = null;
      // A file is not read: its headers say what it is.
      if (contentType.includes('json')) {
        const text = await res.text();
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      } else await res.body?.cancel();
      recorded = recordAnswer(call, res.status, contentType, body);
      data = (body as { data?: unknown } | null)?.data;
    } catch (error) {
      recorded = {
        callId: call.id,
        httpStatus: 0,
        status: null,
        message: null,
        success: false,
        problems: [`http: no answer (${error instanceof Error ? error.message : String(error)})`],
      };
    }
    answers.push({ ...recorded, probe: true });
    return { success: recorded.success, data };
  };
  const ask: Ask = async <C extends Call>(call: C, input: CallInput<C>): Promise<CallData<C> | undefined> => {
    const answer = await send(call, input as Input);
    // The answer was checked against the call's data schema (recordAnswer); parsing gives it as the call's type.
    const data = answer.success ? safeParse<C['data']>(call.data, answer.data) : undefined;
    return data?.success ? data.data : undefined;
  };

  for (const call of calls) {
    const reason = unsent.get(call.id) ?? (call.multipart ? 'a multipart upload: the probe sends no file' : undefined);
    if (reason) {
      notes.set(call.id, reason);
      continue;
    }
    const derive = rules.get(call.id);
    const derived = derive ? await derive(ask, token) : [{}];
    if (typeof derived === 'string' || derived.length === 0) {
      notes.set(call.id, typeof derived === 'string' ? derived : none('record for it'));
      continue;
    }
    const inputs = derived.slice(0, maxTries) as Input[];
    const invalid = inputs.map((i) => validInput(call, i)).find(Boolean);
    if (invalid) {
      notes.set(call.id, invalid);
      continue;
    }
    for (const input of inputs) if ((await send(call, input)).success) break;
  }
  return { answers, notes };
};
