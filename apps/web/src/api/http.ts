import { type CallData, type CallInput, type CallSpec, fillPath, Http, Status } from '@portal/contract';
import { Paths } from '@/navigation/paths';
import { ApiError, noStatus } from './api-error';
import { type Notification, reactionFor } from './http-reactions';

export type { Notification } from './http-reactions';

/**
 * Side effects of a failed call, injected so the client never imports React or the router and
 * can be tested with plain spies.
 */
export interface HttpHooks {
  notify: (notification: Notification) => void;
  /** Clears the client-side session. */
  logout: () => void;
  navigate: (to: string) => void;
}

export interface HttpClientOptions extends HttpHooks {
  /** '' = same origin (the dev/preview proxy forwards /basic to the stub); otherwise an absolute host. */
  baseUrl: string;
  getToken: () => string | null | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  /** Skip the automatic notification, for flows that show their own message. A 401 still signs out. */
  silent?: boolean;
}

/** A paged answer gains `total`, copied from `count` (spec 000 §3). */
export type WithTotal<T> = T extends { count: number } ? T & { total: number } : T;
export type CallResult<C extends CallSpec> = C['file'] extends true ? Blob : WithTotal<CallData<C>>;

/** Multipart calls may also be given a ready FormData (files included). */
export type RequestInput<C extends CallSpec> = C['multipart'] extends true
  ? CallInput<C> | (Omit<CallInput<C>, 'body'> & { body: FormData })
  : CallInput<C>;

/** The input may be left out when the call declares nothing required. */
export type RequestArgs<C extends CallSpec> =
  object extends RequestInput<C>
    ? [input?: RequestInput<C>, options?: RequestOptions]
    : [input: RequestInput<C>, options?: RequestOptions];

export interface HttpClient {
  request: <C extends CallSpec>(call: C, ...args: RequestArgs<C>) => Promise<CallResult<C>>;
  /**
   * `request` for code that is generic over calls (the list kit, `useCallMutation`, `saveCallFile`): TypeScript
   * cannot resolve `request`'s rest arguments for a call it does not know, so here the input is the caller's to type
   * (each such helper takes `RequestInput<C>` from its own callers); the answer is still the call's.
   */
  sendCall: <C extends CallSpec>(call: C, input?: unknown, options?: RequestOptions) => Promise<CallResult<C>>;
}

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

interface Prepared {
  url: string;
  init: RequestInit;
  /** The token the request carries: a 401 signs out only the session that sent it. */
  token: string | null;
  /** Identity used for de-duplication; absent when the body cannot be compared (FormData). */
  key?: string;
}

interface InFlight {
  promise: Promise<unknown>;
  /** False only while every caller sharing the request asked to be silent. */
  notify: boolean;
}

const toQueryString = (query: Record<string, unknown> | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const toFormData = (body: unknown): FormData => {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
};

const isEnvelope = (value: unknown): value is { status: number; message?: unknown; data?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const withTotal = (data: unknown): unknown =>
  typeof data === 'object' && data !== null && !Array.isArray(data) && 'count' in data
    ? { ...data, total: (data as { count: unknown }).count }
    : data;

/** Gateway answers: the proxy is up but the stub or host behind it is not, which is a network problem to the user. */
const gatewayStatuses = new Set([502, 503, 504]);

export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const hooks: HttpHooks = { notify: options.notify, logout: options.logout, navigate: options.navigate };
  const timeoutMs = options.timeoutMs ?? Http.timeoutMs;
  // Looked up per call, not captured: a fetch installed later (polyfill, test stub) is honoured.
  const fetchImpl = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);

  /**
   * Spec 000 §7 allows "only one identical request at a time". Of the two readings (cancel the
   * earlier one, or refuse the later one) we share: an identical request (method + url + body)
   * made while one is pending gets the pending promise. No second fetch is made, every caller
   * still gets the answer, and the reaction to a failure (toast, logout) runs once.
   */
  const inFlight = new Map<string, InFlight>();

  const prepare = (call: CallSpec, input: LooseInput): Prepared => {
    const url = `${options.baseUrl}${fillPath(call.path, input.params)}${toQueryString(input.query)}`;
    const headers = new Headers({ Accept: 'application/json' });
    const token = options.getToken() || null;
    if (token) headers.set(Http.tokenHeader, token);
    // The token is part of a request's identity: a request of the session that just ended is never shared
    // with the next session's identical one (its answer, or its 401, belongs to the old session).
    const who = token ?? '';

    if (call.method === 'GET') return { url, token, init: { method: 'GET', headers }, key: `${who} GET ${url}` };
    if (call.multipart) {
      // The browser sets the multipart boundary itself; uploads are never de-duplicated.
      return { url, token, init: { method: call.method, headers, body: toFormData(input.body) } };
    }
    // An empty object rather than no body: a JSON POST with an empty body is rejected by Fastify.
    const body = JSON.stringify(input.body ?? {});
    headers.set('Content-Type', 'application/json');
    return { url, token, init: { method: call.method, headers, body }, key: `${who} ${call.method} ${url} ${body}` };
  };

  const send = async (call: CallSpec, prepared: Prepared): Promise<unknown> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // A failure before a full answer arrived is either our timeout or the network.
    const transportError = () =>
      timedOut ? new ApiError(noStatus, '', 'timeout') : new ApiError(noStatus, '', 'network');

    try {
      let response: Response;
      try {
        response = await fetchImpl(prepared.url, { ...prepared.init, signal: controller.signal });
      } catch {
        throw transportError();
      }

      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      if (call.file && response.ok && !isJson) {
        try {
          return await response.blob();
        } catch {
          throw transportError();
        }
      }

      let text: string;
      try {
        text = await response.text();
      } catch {
        throw transportError();
      }

      // The envelope's status is authoritative whatever the HTTP status: the stub mirrors it in HTTP,
      // some real backends answer HTTP 200 for everything.
      const body = parseJson(text);
      if (!isEnvelope(body)) {
        if (gatewayStatuses.has(response.status)) throw new ApiError(noStatus, '', 'network');
        throw new ApiError(response.ok ? Status.serverError : response.status, '');
      }
      if (body.status !== Status.ok) {
        throw new ApiError(
          body.status,
          typeof body.message === 'string' ? body.message : '',
          'status',
          body.data ?? null,
        );
      }
      // A file call answered with a success envelope instead of a stream: hand the text over as a file.
      if (call.file) return new Blob([text], { type: 'application/json' });
      return withTotal(body.data);
    } finally {
      clearTimeout(timer);
    }
  };

  const react = (error: unknown, notify: boolean, sentToken: string | null): void => {
    if (!(error instanceof ApiError)) return;
    const reaction = reactionFor(error);
    // A 401 for a token that is no longer the session's (signed out meanwhile, or another user signed in):
    // the session it would end is already gone; saying so, or signing out, would hit the next session.
    if (reaction.signOut && sentToken !== (options.getToken() || null)) return;
    if (notify) hooks.notify(reaction.notification);
    if (reaction.signOut) {
      hooks.logout();
      hooks.navigate(Paths.login);
    }
  };

  const sendCall = <C extends CallSpec>(
    call: C,
    input?: unknown,
    requestOptions?: RequestOptions,
  ): Promise<CallResult<C>> => {
    const silent = requestOptions?.silent ?? false;
    let prepared: Prepared;
    try {
      prepared = prepare(call, (input ?? {}) as LooseInput);
    } catch (error) {
      // A missing path parameter is a programming error: reject, never notify the user.
      return Promise.reject(error);
    }

    const { key } = prepared;
    const pending = key ? inFlight.get(key) : undefined;
    if (pending) {
      if (!silent) pending.notify = true;
      return pending.promise as Promise<CallResult<C>>;
    }

    const entry: InFlight = { promise: Promise.resolve(), notify: !silent };
    entry.promise = send(call, prepared)
      .catch((error: unknown) => {
        // Runs once per request, not per caller: at most one notification for one request.
        react(error, entry.notify, prepared.token);
        throw error;
      })
      .finally(() => {
        if (key) inFlight.delete(key);
      });
    if (key) inFlight.set(key, entry);
    return entry.promise as Promise<CallResult<C>>;
  };

  const request = <C extends CallSpec>(call: C, ...[input, options]: RequestArgs<C>): Promise<CallResult<C>> =>
    sendCall(call, input, options);

  return { request, sendCall };
};
