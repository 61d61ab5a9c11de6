import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTarget, isBlockedAddress } from './ssrf-guard';

const strict = { allowPrivateNetworks: false, allowedPorts: [] };

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'pas-une-ip',
    // Every other form of 127.0.0.1 and of the metadata address.
    '::127.0.0.1',
    '::7f00:1',
    '[::127.0.0.1]',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::127.0.0.1',
    '127.1',
    '0x7f.1',
    '0x7f000001',
    '2130706433',
    '0177.0.0.1',
    '017700000001',
    '0',
    '169.254.43518',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:7f00:1',
    'fe80::1%eth0',
  ])('refuses %s', (address) => expect(isBlockedAddress(address)).toBe(true));

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '[2606:4700::1]',
    '134744072',
  ])('accepts %s', (address) => expect(isBlockedAddress(address)).toBe(false));
});

describe('checkTarget', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
  ])('refuses %s with a French message', async (url) => {
    await expect(checkTarget(url, strict)).rejects.toMatchObject({
      code: 'ANALYSIS_URL_REFUSED',
      detail: expect.stringContaining('réseau privé'),
    });
  });

  it('refuses a name that resolves to a private address, even among public ones', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    await expect(checkTarget('https://interne.exemple.fr/', { ...strict, resolve })).rejects.toMatchObject({
      code: 'ANALYSIS_URL_REFUSED',
    });
  });

  it('refuses other schemes, credentials and non-standard ports unless configured', async () => {
    await expect(checkTarget('file:///etc/passwd', strict)).rejects.toMatchObject({
      detail: /http et https/,
    });
    await expect(checkTarget('ftp://exemple.fr/', strict)).rejects.toMatchObject({
      code: 'ANALYSIS_URL_REFUSED',
    });
    await expect(checkTarget('https://a:b@exemple.fr/', strict)).rejects.toMatchObject({
      detail: /identifiants/,
    });
    await expect(checkTarget('http://exemple.fr:8080/', strict)).rejects.toMatchObject({
      detail: /port 8080/,
    });
    const resolve = async () => [{ address: '93.184.215.14', family: 4 }];
    const allowed = await checkTarget('http://exemple.fr:8080/', {
      ...strict,
      allowedPorts: [8080],
      resolve,
    });
    expect(allowed.address).toBe('93.184.215.14');
  });

  it('lets loopback through only when private networks are allowed', async () => {
    const target = await checkTarget('http://127.0.0.1:4567/', {
      allowPrivateNetworks: true,
      allowedPorts: [],
    });
    expect(target).toMatchObject({ address: '127.0.0.1', family: 4 });
  });
});

describe('isBlockedAddress on generated forms', () => {
  const privateV4 = fc.oneof(
    fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
  );
  const toInt = ([a, b, c, d]: [number, number, number, number]) =>
    ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
  const hex16 = (n: number) => n.toString(16);
  const forms = (octets: [number, number, number, number]) => {
    const value = toInt(octets);
    const high = hex16(value >>> 16);
    const low = hex16(value & 0xffff);
    return [
      octets.join('.'),
      String(value),
      `0x${value.toString(16)}`,
      octets.map((o) => `0${o.toString(8)}`).join('.'),
      `::ffff:${octets.join('.')}`,
      `::ffff:${high}:${low}`,
      `::${high}:${low}`,
      `::ffff:0:${high}:${low}`,
      `64:ff9b::${high}:${low}`,
      `[::ffff:${high}:${low}]`,
    ];
  };

  it('refuses every form of a private or metadata IPv4 (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(privateV4, (octets) => {
        for (const form of forms(octets)) expect(isBlockedAddress(form), form).toBe(true);
      }),
      { seed: 19, numRuns: 300 },
    );
  });
});
