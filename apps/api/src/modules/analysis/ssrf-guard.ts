import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors/app-error';

/** Addresses a user-given URL must never reach: private, loopback, link-local (cloud metadata), CGNAT,
 * multicast, reserved and documentation ranges, in IPv4 and IPv6 (docs/design/ARCHITECTURE.md §7). */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);

// Link-local holds the cloud metadata endpoints (169.254.169.254, fd00:ec2::254 aside): refused even when
// private networks are allowed for local fixture sites.
const alwaysBlocked = new BlockList();
alwaysBlocked.addSubnet('169.254.0.0', 16, 'ipv4');
alwaysBlocked.addSubnet('0.0.0.0', 8, 'ipv4');
alwaysBlocked.addSubnet('fe80::', 10, 'ipv6');
alwaysBlocked.addAddress('fd00:ec2::254', 'ipv6');

/** The IPv6 prefixes (96 bits) whose last 32 bits carry an IPv4 address a packet may end up at. */
const IPV4_CARRIERS = [
  ipaddr.IPv6.parseCIDR('::/96'), // IPv4-compatible (deprecated, still routed by some stacks)
  ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), // IPv4-mapped
  ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), // IPv4-translated (SIIT)
  ipaddr.IPv6.parseCIDR('64:ff9b::/96'), // NAT64 well-known prefix
];

/**
 * Parses every textual form with ipaddr.js (dotted, short `127.1`, octal, hex, decimal `2130706433`,
 * bracketed or compressed IPv6) and returns the addresses to judge: the address itself and the IPv4 an
 * IPv6 form carries. Undefined when the text is not an IP address.
 */
function addressesToJudge(text: string): (ipaddr.IPv4 | ipaddr.IPv6)[] | undefined {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return undefined;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return [parsed];
  const v6 = parsed as ipaddr.IPv6;
  const carried = IPV4_CARRIERS.some((cidr) => v6.match(cidr));
  if (!carried) return [v6];
  const bytes = v6.toByteArray().slice(12);
  return [v6, new ipaddr.IPv4(bytes)];
}

const inList = (list: BlockList, address: ipaddr.IPv4 | ipaddr.IPv6) =>
  list.check(address.toNormalizedString(), address.kind());

function isMetadataAddress(address: string): boolean {
  const judged = addressesToJudge(address);
  if (!judged) return true;
  return judged.some((entry) => inList(alwaysBlocked, entry));
}

/**
 * True when the address is not a public unicast address, whatever its form; an IPv6 form that carries an
 * IPv4 (mapped, compatible, translated, NAT64) is also judged as that IPv4. Text that is not an address
 * is refused.
 */
export function isBlockedAddress(address: string): boolean {
  const judged = addressesToJudge(address);
  if (!judged) return true;
  // The IPv6 form of a carried IPv4 has its own range name (ipv4Mapped…): only the lists judge it.
  const carried = judged.length > 1;
  return judged.some(
    (entry, index) => (!(carried && index === 0) && entry.range() !== 'unicast') || inList(blocked, entry),
  );
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface GuardOptions {
  allowPrivateNetworks: boolean;
  allowedPorts: readonly number[];
  resolve?: Resolver;
}

export interface CheckedTarget {
  url: URL;
  address: string;
  family: number;
}

const refuse = (reason: string) =>
  new AppError('ANALYSIS_URL_REFUSED', {
    detail: `Cette adresse ne peut pas être analysée : ${reason}`,
  });

/**
 * Checks a URL before each request (the first one and every redirect): scheme, port, then every address the
 * name resolves to. The request must then connect to the returned address, so that a second DNS answer
 * (rebinding) cannot send it elsewhere.
 */
export async function checkTarget(raw: string | URL, options: GuardOptions): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('adresse invalide');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refuse('seuls http et https sont acceptés');
  if (url.username || url.password) throw refuse('les identifiants dans l’adresse sont refusés');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (![80, 443, ...options.allowedPorts].includes(port) && !options.allowPrivateNetworks) {
    throw refuse(`le port ${port} n’est pas autorisé`);
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) }];
  else if (ipaddr.isValid(hostname)) throw refuse('adresse IP dans une forme non standard');
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(hostname);
    } catch {
      throw new AppError('ANALYSIS_SITE_UNREACHABLE', {
        detail: `Le site est injoignable : le nom « ${hostname} » est introuvable`,
      });
    }
  }
  if (addresses.length === 0) throw refuse('nom de domaine sans adresse');
  const refused = options.allowPrivateNetworks ? isMetadataAddress : isBlockedAddress;
  if (addresses.some((entry) => refused(entry.address))) {
    throw refuse('elle mène à un réseau privé ou réservé');
  }
  const chosen = addresses.find((entry) => LOOPBACK.has(entry.address)) ?? addresses[0];
  if (!chosen) throw refuse('nom de domaine sans adresse');
  return { url, address: chosen.address, family: chosen.family };
}
