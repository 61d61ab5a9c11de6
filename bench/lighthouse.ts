// Lighthouse performance of the production build, on the login page and on a signed-in dashboard: a timing,
// so it is measured here and printed beside its target rather than asserted by the test suite (which asserts
// accessibility and best practices). Median of three loads per page and form factor.
import { buildRegistration } from '@plume/contracts/testing/builders';
import {
  auditNavigation,
  launchChromium,
  storeSession,
  type FormFactor,
  type SessionTokens,
} from '../e2e/lighthouse-audit';

const TARGETS: Record<FormFactor, number> = { desktop: 95, mobile: 90 };
const RUNS = 3;

async function signedInTokens(base: string): Promise<SessionTokens> {
  const registration = buildRegistration({
    email: 'lighthouse@exemple.fr',
    password: 'mesure-lighthouse-42',
    first_name: 'Banc',
    last_name: 'Essai',
  });
  const credentials = { email: registration.email, password: registration.password };
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await post('/api/auth/register', registration);
  if (created.status !== 201) throw new Error(`inscription refusée (${created.status})`);
  const login = await post('/api/auth/login-robust', credentials);
  if (login.status !== 200) throw new Error(`connexion refusée (${login.status})`);
  return (await login.json()) as SessionTokens;
}

/** `base`: the app serving the current web build; `formFactors`: both by default. */
export async function benchLighthouse(
  base: string,
  formFactors: readonly FormFactor[] = ['desktop', 'mobile'],
) {
  const tokens = await signedInTokens(base);
  const chrome = await launchChromium();
  const rows: Record<string, Record<string, string>> = {};
  const measure = async (page: string) => {
    for (const formFactor of formFactors) {
      const label = `${page} (${formFactor})`;
      const { performance } = await auditNavigation(`${base}/`, chrome.port, label, {
        categories: ['performance'],
        formFactor,
        runs: RUNS,
      });
      rows[label] = { performance: String(performance), objectif: `≥ ${TARGETS[formFactor]}` };
    }
  };
  try {
    await measure('connexion');
    const page = await chrome.newPage();
    await page.goto(`${base}/`);
    await storeSession(page, tokens);
    await page.close();
    await measure('dashboard');
  } finally {
    await chrome.close();
  }
  console.log(`\nLighthouse, performance (médiane de ${RUNS} chargements, Chromium de Debian)`);
  console.table(rows);
}
