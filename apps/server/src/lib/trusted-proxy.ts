import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose `X-Forwarded-For` the stub believes (TRUSTED_PROXY; docs/decisions/0030-login-throttling.md):
 * a comma-separated list of addresses (`127.0.0.1`, `::1`), ranges (`10.0.0.0/8`), `loopback` (127.0.0.0/8 and
 * ::1: the portal's own dev and preview proxy on the same machine) and host names (`web`: the compose service,
 * looked up again every `refreshMs`, since a container's address changes when it is recreated). Empty: none, the
 * socket's address is the client's. Behind a trusted proxy `request.ip` is the client that proxy saw; a client that
 * sends the header itself, straight to the stub, is not believed.
 */
export interface TrustedProxies {
  /** Fastify's `trustProxy` function: whether the hop at `address` is a proxy to look behind. */
  trusts: (address: string) => boolean;
  /** The host names of the setting, resolved again (their old addresses dropped). */
  refresh: () => Promise<void>;
  /** Looks the names up now and every `refreshMs` until `stop`. */
  start: (onError?: (name: string, error: unknown) => void) => Promise<void>;
  stop: () => void;
}

type Entry =
  | { kind: 'loopback' }
  | { kind: 'address'; address: string; family: 'ipv4' | 'ipv6' }
  | { kind: 'range'; address: string; prefix: number; family: 'ipv4' | 'ipv6' }
  | { kind: 'name'; name: string };

const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** One entry of the setting, or a reason it is not one. */
const parseEntry = (text: string): Entry | string => {
  if (text === 'loopback') return { kind: 'loopback' };
  const slash = text.indexOf('/');
  if (slash >= 0) {
    const address = text.slice(0, slash);
    const prefix = Number(text.slice(slash + 1));
    const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
    if (!bits || !Number.isInteger(prefix) || prefix < 0 || prefix > bits || !/^\d+$/.test(text.slice(slash + 1)))
      return `${text} is not an address range (address/prefix)`;
    return { kind: 'range', address, prefix, family: familyOf(address) };
  }
  if (isIP(text)) return { kind: 'address', address: text, family: familyOf(text) };
  if (hostName.test(text)) return { kind: 'name', name: text };
  return `${text} is neither an address, a range, loopback nor a host name`;
};

const entriesOf = (setting: string) =>
  setting
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The first entry of TRUSTED_PROXY that is not one, or null (env.ts checks it at start). */
export const trustedProxyProblem = (setting: string): string | null => {
  for (const text of entriesOf(setting)) {
    const entry = parseEntry(text);
    if (typeof entry === 'string') return entry;
  }
  return null;
};

export const trustedProxies = (setting: string, refreshMs = 10_000): TrustedProxies => {
  const entries = entriesOf(setting).map((text) => {
    const entry = parseEntry(text);
    if (typeof entry === 'string') throw new Error(`TRUSTED_PROXY: ${entry}`);
    return entry;
  });
  const fixed = new BlockList();
  for (const entry of entries) {
    if (entry.kind === 'loopback') {
      fixed.addSubnet('127.0.0.0', 8, 'ipv4');
      fixed.addAddress('::1', 'ipv6');
    } else if (entry.kind === 'address') fixed.addAddress(entry.address, entry.family);
    else if (entry.kind === 'range') fixed.addSubnet(entry.address, entry.prefix, entry.family);
  }
  const names = entries.flatMap((e) => (e.kind === 'name' ? [e.name] : []));
  let resolved = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let reportError: (name: string, error: unknown) => void = () => {};

  /** An IPv4 client may show as `::ffff:a.b.c.d` on a dual-stack socket. */
  const plain = (address: string) =>
    address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

  const refresh = async () => {
    const next = new Set<string>();
    for (const name of names) {
      try {
        for (const { address } of await lookup(name, { all: true })) next.add(plain(address));
      } catch (error) {
        // Not up yet (compose starts the stub first): trusted once it resolves.
        reportError(name, error);
      }
    }
    resolved = next;
  };

  return {
    trusts: (address) => {
      const family = isIP(address);
      if (!family) return false;
      return fixed.check(address, family === 6 ? 'ipv6' : 'ipv4') || resolved.has(plain(address));
    },
    refresh,
    start: async (onError) => {
      if (onError) reportError = onError;
      if (names.length === 0) return;
      await refresh();
      timer = setInterval(() => void refresh(), refreshMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
};
