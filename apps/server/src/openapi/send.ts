import type { Answer, Input } from './conformance';
import type { SampleFile } from './generate';
import type { Operation } from './operations';

/**
 * Sends a generated request the way the document says (the token where its security puts it), for `pnpm
 * openapi:check` and `pnpm openapi:fuzz`, and reads the answer as a client would.
 */

/** One line naming a request, its token masked. */
export const describeRequest = (method: string, url: string, body: unknown) =>
  `${method} ${url.replace(/token=[^&]+/, 'token=***')}${body === undefined ? '' : ` ${JSON.stringify(body)?.slice(0, 400)}`}`;

const answerOf = async (response: Response): Promise<Answer> => {
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let json: unknown;
  if (/json/.test(contentType))
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  return { httpStatus: response.status, contentType, json };
};

/** Sends one input; `raw` (a malformed body) goes as the JSON body's text as it is. */
export const send = async (
  base: string,
  op: Operation,
  input: Input & { raw?: string },
  token: string,
  file?: SampleFile,
) => {
  // A URL carries well-formed text only: a lone surrogate a generator made goes as U+FFFD, as a browser sends it.
  const text = (v: unknown) =>
    (typeof v === 'object' ? JSON.stringify(v) : String(v)).replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    );
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(text(input.path[name])));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query))
    for (const v of [value].flat()) if (v !== undefined) query.append(name, text(v));
  if (op.token === 'query') query.set('token', token);
  const url = `${base}${path}${query.size > 0 ? `?${query}` : ''}`;
  const headers: Record<string, string> = op.token === 'header' ? { token } : {};
  let body: FormData | string | undefined;
  if (op.body?.mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries((input.body ?? {}) as Record<string, unknown>))
      if (value !== undefined) form.append(name, String(value));
    if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    body = form;
  } else if (op.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = input.raw ?? JSON.stringify(input.body ?? {});
  }
  const request = describeRequest(op.method, url.slice(base.length), input.raw ?? input.body);
  try {
    const response = await fetch(url, { method: op.method, headers, body, signal: AbortSignal.timeout(60_000) });
    return { request, answer: await answerOf(response) };
  } catch (error) {
    return { request, answer: { httpStatus: 0, contentType: '', error: String(error) } satisfies Answer };
  }
};
