import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';

/**
 * Who may use the control surface (docs/dev-kit.md "Who may call it"): the developer at this machine, not a web page
 * they happen to open, and not a name that merely resolves here.
 *
 * - `Host` must be a loopback name (`localhost`, `127.0.0.1`, `[::1]`), the stub's own `HOST`, or a name listed in
 *   `STUB_CONTROL_HOSTS`: a page that rebinds its own DNS name to 127.0.0.1 sends its own name, and is refused.
 * - A browser's cross-site request is refused: `Sec-Fetch-Site` other than same-origin, same-site or none, or an
 *   `Origin` whose host is not one of those names.
 * - A `POST` needs a JSON body (`content-type: application/json`) or the `x-stub-control` header: those are what a
 *   page on another site cannot send without the stub's consent (CORS preflight, which the stub never grants). PUT and
 *   DELETE are preflighted by every browser anyway.
 * - With `STUB_CONTROL_TOKEN` set, every control call (and every request naming a scenario) carries it in
 *   `x-stub-token`.
 */
export const controlTokenHeader = 'x-stub-token';
export const controlHeader = 'x-stub-control';

const loopbackNames = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The host name of a `Host` header or an origin's authority, lower case, without the port. */
const hostName = (authority: string): string => {
  const a = authority.trim().toLowerCase();
  if (a.startsWith('[')) return a.slice(0, a.indexOf(']') + 1);
  return a.split(':')[0] ?? '';
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A check of a request against the rules above: the refusal's message, or null when it may go on. */
export const controlGuard = (env: Pick<Env, 'HOST' | 'STUB_CONTROL_HOSTS' | 'STUB_CONTROL_TOKEN'>) => {
  const names = new Set([
    ...loopbackNames,
    ...(['0.0.0.0', '::', ''].includes(env.HOST) ? [] : [hostName(env.HOST)]),
    ...env.STUB_CONTROL_HOSTS.split(',')
      .map((n) => hostName(n))
      .filter(Boolean),
  ]);
  return (request: FastifyRequest, { write }: { write: boolean }): string | null => {
    const host = request.headers.host ?? '';
    if (!names.has(hostName(host)))
      return `the control surface answers on ${[...names].join(', ')} only, not ${host || 'a request without Host'} (STUB_CONTROL_HOSTS adds names)`;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && !['same-origin', 'same-site', 'none'].includes(site))
      return `a ${site} request from a web page may not use the control surface`;
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      let originHost = '';
      try {
        originHost = new URL(origin).host;
      } catch {}
      if (!names.has(hostName(originHost))) return `a page from ${origin} may not use the control surface`;
    } else if (origin === 'null') return 'a page of no origin may not use the control surface';
    if (write && request.method === 'POST') {
      const json = /^application\/([\w.+-]*\+)?json\b/i.test(request.headers['content-type'] ?? '');
      if (!json && request.headers[controlHeader] === undefined && request.headers[controlTokenHeader] === undefined)
        return `a POST to the control surface needs a JSON body (content-type: application/json) or the ${controlHeader} header`;
    }
    if (env.STUB_CONTROL_TOKEN) {
      const given = request.headers[controlTokenHeader];
      if (typeof given !== 'string' || !sameToken(given, env.STUB_CONTROL_TOKEN))
        return `the control surface needs the ${controlTokenHeader} header (STUB_CONTROL_TOKEN)`;
    }
    return null;
  };
};
