import { describe, expect, it } from 'vitest';
import { configurationDoc, readConfigurationDoc } from './document';
import { renderConfigurationDoc, undocumentedVariables } from './render';

describe('docs/configuration.md', () => {
  it('describes every variable of the configuration schema, and only those', () => {
    expect(undocumentedVariables()).toEqual({ missing: [], unknown: [] });
  });

  it('is what `npm run docs:config` would write (run it after changing the configuration)', async () => {
    expect(await readConfigurationDoc()).toBe(await configurationDoc());
  });

  it('reads defaults, bounds and production requirements from the schema', () => {
    const doc = renderConfigurationDoc();
    expect(doc).toContain('| `PORT` | `3000` | — |');
    expect(doc).toMatch(/\| `DATABASE_POOL_MAX` \| `10` \| — \| .*nombre de 1 à 200/);
    expect(doc).toMatch(/\| `JWT_SECRET` \| [^|]+ \| en production \|/);
    expect(doc).toMatch(
      /\| `STRIPE_SECRET_KEY` \| — \| en production, sauf `payments` dans `DEMO_PROVIDERS`/,
    );
    expect(doc).toMatch(/\| `LOG_LEVEL` \| `info` \| — \| .*valeurs : `fatal`, `error`/);
  });
});
