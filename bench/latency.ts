import autocannon from 'autocannon';

/** p99 and throughput of one authenticated GET under `connections` clients, as a table cell. */
export async function p99Of(url: string, authorization: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { authorization } });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url} : ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  }
  return `p99 ${result.latency.p99} ms (${Math.round(result.requests.average)} req/s, ${connections} connexion(s))`;
}
