import fc from 'fast-check';
import { toJsonSchema, validSample, type JsonSchema } from './json-samples';
import type { ApiRoute } from './route-catalogue';

/** One generated request: path values are sent as written (already encoded where they should be). */
export interface FuzzCase {
  label: string;
  params: Record<string, string>;
  query: string;
  /** A JSON value to serialise, or raw bytes with their content type. */
  body?: { json: unknown } | { raw: string; contentType: string };
}

const DEEP = 3000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eelif.exe\u202c',
  'שלום עולם',
  '🥐🇫🇷👩‍🍳',
  '\u200b\ufeff',
  'x'.repeat(100_000),
  '🥐'.repeat(20_000),
  "' OR '1'='1' --",
  '"; drop table users; --',
  '<script>window.__xss=1</script>',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  'NaN',
  '-1',
];
const EDGE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -1e308,
  1e308,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -2147483649,
  [],
  {},
  [[[[]]]],
  JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
];

const edgeString = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    maxLength: 4,
  }),
);
const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeString,
  fc.constantFrom(...EDGE_VALUES),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.double({ noNaN: true }),
  fc.array(edgeString, { maxLength: 3 }),
);

const TRAVERSALS = [
  '..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%2e%2e',
  '....%2f%2f',
  '%00',
  '%c0%ae%c0%ae%2f',
  '..%5c..%5cwindows',
  '%25%32%65',
  '%ff%fe',
];
/** Lone surrogates cannot be percent-encoded as UTF-8: send their raw (invalid) UTF-8 bytes instead. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const pathValue = fc.oneof(
  fc.constantFrom(...TRAVERSALS),
  edgeString.map((value) => encodePathValue(value.slice(0, 300))),
);

const MALFORMED = [
  '{"a":',
  '{,}',
  "{'a':1}",
  'nul',
  '[',
  '"\\ud800"',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\u0000"}',
  deepArray,
  deepObject,
];
const rawBody = fc.oneof(
  fc.constantFrom(...MALFORMED).map((raw) => ({ raw, contentType: 'application/json' })),
  fc.record({
    raw: fc.constantFrom('a=1&b=2', '<x/>', '--b\r\n\r\n', '\u0000\u0001'),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=b',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/octet-stream',
    ),
  }),
);

function schemaOf(route: ApiRoute, part: 'body' | 'querystring'): JsonSchema | undefined {
  return toJsonSchema((route.schema as Record<string, unknown> | undefined)?.[part]);
}

/** Mutations of a valid object: a field missing, of the wrong type, or one field too many. */
function mutatedObject(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = (validSample(schema) ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(schema?.properties ?? {}), ...Object.keys(valid)])];
  const base = typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? valid : {};
  const options: fc.Arbitrary<unknown>[] = [
    fc
      .record({ key: fc.string({ minLength: 1, maxLength: 12 }), value: edgeValue })
      .map(({ key, value }) => ({
        ...base,
        [key]: value,
      })),
    edgeValue,
  ];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    options.push(
      fc.record({ key, value: edgeValue }).map(({ key: k, value }) => ({ ...base, [k]: value })),
      key.map((k) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== k))),
    );
  }
  return fc.oneof(...options);
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `q=${encodePathValue(String(value))}`;
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of [item].flat())
      search.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  return search.toString();
}

/** Requests generated from the route's contract, `runs` of them, reproducible from `seed`. */
export function fuzzCases(route: ApiRoute, seed: number, runs: number): FuzzCase[] {
  const validQuery = toQuery(validSample(schemaOf(route, 'querystring')) ?? {});
  const params = route.params.length
    ? fc.record(Object.fromEntries(route.params.map((name) => [name, pathValue])))
    : fc.constant({} as Record<string, string>);
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  const kinds: fc.Arbitrary<FuzzCase>[] = [
    fc.record({ params, query: mutatedObject(schemaOf(route, 'querystring')).map(toQuery) }).map((c) => ({
      label: 'requête',
      ...c,
    })),
  ];
  if (route.params.length) kinds.push(params.map((p) => ({ label: 'chemin', params: p, query: validQuery })));
  if (hasBody) {
    const body = schemaOf(route, 'body');
    kinds.push(
      fc.record({ params, json: mutatedObject(body) }).map(({ params: p, json }) => ({
        label: 'corps',
        params: p,
        query: validQuery,
        body: { json },
      })),
      fc.record({ params, raw: rawBody }).map(({ params: p, raw }) => ({
        label: 'corps brut',
        params: p,
        query: validQuery,
        body: raw,
      })),
    );
  }
  return fc.sample(fc.oneof(...kinds), { seed, numRuns: runs });
}
