// Payments figures: the two reads every payment page and Réglages tab makes, on the real app (PGlite).
import autocannon from 'autocannon';

const CONNECTIONS = 20;

export async function benchPayments(appPort: number, token: string, durationSeconds: number): Promise<void> {
  const rows: Record<string, { 'req/s': number; 'p99 (ms)': number }> = {};
  for (const path of ['/api/payments/packages', '/api/payments/my-subscription']) {
    const result = await autocannon({
      url: `http://127.0.0.1:${appPort}${path}`,
      connections: CONNECTIONS,
      duration: durationSeconds,
      headers: { authorization: `Bearer ${token}` },
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path} : réponses en erreur`);
    rows[`GET ${path}`] = { 'req/s': Math.round(result.requests.average), 'p99 (ms)': result.latency.p99 };
  }
  console.log(`\nPaiements (${CONNECTIONS} connexions, ${durationSeconds} s chacun, boucle locale)`);
  console.table(rows);
}
