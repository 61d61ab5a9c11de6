// Packages that only some requests need (image processing, the S3, Stripe and OpenAI clients, mail transport,
// the zip writer, the API documentation UI, the HTML parser): in the compiled server, importing one of them
// binds a stand-in, and the package itself is loaded (`require`, synchronous) the first time the stand-in is
// called, constructed or read. The server thus starts without them; the code that uses them is unchanged.
import { createRequire } from 'node:module';

export const lazyPackages = [
  'sharp',
  'stripe',
  'openai',
  'nodemailer',
  'yazl',
  '@aws-sdk/client-s3',
  '@fastify/swagger-ui',
  'htmlparser2',
];

const NAMESPACE = 'plume-lazy-package';
const require = createRequire(import.meta.url);

/**
 * The stand-in module of `name`: its default export and one named export per function or object the package
 * exports (listed once, at build time); constants are copied as they are.
 */
function standInSource(name) {
  const exports = require(name);
  const lines = [
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    'let loaded;',
    `const load = () => (loaded ??= require(${JSON.stringify(name)}));`,
    'const lazy = (pick) => new Proxy(function standIn() {}, {',
    '  apply: (_target, self, args) => Reflect.apply(pick(), self, args),',
    '  construct: (_target, args, newTarget) =>',
    '    Reflect.construct(pick(), args, newTarget === proxyOf(pick) ? pick() : newTarget),',
    '  get: (_target, key) => Reflect.get(pick(), key),',
    '  has: (_target, key) => Reflect.has(pick(), key),',
    '  set: (_target, key, value) => Reflect.set(pick(), key, value),',
    '});',
    'const proxies = new Map();',
    'const proxyOf = (pick) => proxies.get(pick);',
    'const make = (pick) => { const proxy = lazy(pick); proxies.set(pick, proxy); return proxy; };',
    'export default make(load);',
  ];
  for (const [key, value] of Object.entries(exports)) {
    if (key === 'default' || key === '__esModule' || !/^[A-Za-z_$][\w$]*$/.test(key)) continue;
    lines.push(
      typeof value === 'function' || (typeof value === 'object' && value !== null)
        ? `export const ${key} = make(() => load()[${JSON.stringify(key)}]);`
        : `export const ${key} = ${JSON.stringify(value)};`,
    );
  }
  return lines.join('\n');
}

/** The esbuild plugin: `import … from '<lazy package>'` resolves to the package's stand-in. */
export const lazyPackagesPlugin = {
  name: 'lazy-packages',
  setup(builder) {
    const filter = new RegExp(`^(${lazyPackages.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`);
    builder.onResolve({ filter }, (args) => ({ path: args.path, namespace: NAMESPACE }));
    builder.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: standInSource(args.path),
      loader: 'js',
    }));
  },
};
