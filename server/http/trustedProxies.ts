// TRUST_PROXY: which peers are our own proxies, so that their X-Forwarded-For is believed.
//   unset / false  no proxy: the socket address is the client
//   true           exactly one proxy in front (whatever its address): the last hop it appended
//   list           addresses and CIDR ranges, comma-separated (e.g. 10.0.0.0/8, 2001:db8::/32):
//                  the client is the first hop from the right that is not one of them
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** Whether the hop at this depth (0 = the socket peer, 1 = last X-Forwarded-For entry, …) is a proxy of ours. */
  trusts(address: string, depth: number): boolean;
  readonly description: string;
}

const NONE: TrustedProxies = { trusts: () => false, description: 'none' };
const ONE_HOP: TrustedProxies = { trusts: (_a, depth) => depth === 0, description: 'one proxy' };

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const raw = (value ?? '').trim().toLowerCase();
  if (!raw || raw === 'false' || raw === '0') return NONE;
  if (raw === 'true' || raw === '1') return ONE_HOP;
  const list = new BlockList();
  for (const entry of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (!family || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))) {
      throw new Error(`Invalid configuration: TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    trusts: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
    description: raw,
  };
}

/** Expands an IPv6 address to its eight groups. */
function groups6(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = address.includes('::') ? Array(8 - h.length - t.length).fill('0') : [];
  return [...h, ...fill, ...t].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The key a client is counted under: an IPv4 address as it is (IPv4-mapped IPv6 included),
 * an IPv6 client by its /64, since one subscriber usually holds a whole /64.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIP(address) !== 6) return address;
  return `${groups6(address.split('%')[0]).slice(0, 4).join(':')}::/64`;
}
