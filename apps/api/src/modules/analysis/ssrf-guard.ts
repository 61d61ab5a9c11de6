import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../errors/app-error';

/** Addresses a user-given URL must never reach: private, loopback, link-local (cloud metadata), CGNAT,
 * multicast, reserved and documentation ranges, in IPv4 and IPv6 (ARCHITECTURE §7). */
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

function isMetadataAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const family = isIP(mapped);
  return family !== 0 && alwaysBlocked.check(mapped, family === 4 ? 'ipv4' : 'ipv6');
}

/** True when the address is not a public unicast address. IPv4-mapped IPv6 is judged as its IPv4. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isBlockedAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
