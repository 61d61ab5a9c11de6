// Crawl + offline analysis of a 30-page fixture site on 127.0.0.1: median wall time and peak extra RSS.
import { crawlSite } from '@plume/api/modules/analysis/crawler';
import { createOfflineAnalyser } from '@plume/api/integrations/analyser/offline-analyser';
import { bakerySiteRoutes, serveFixtureSite } from '@plume/api/test/fixture-site';
import { median } from './statistics';

const RUNS = 5;

export async function benchWebsiteAnalysis() {
  // 7 pages of the bakery plus 30 articles: more than the cap, so the crawler stops at exactly 30 pages.
  const site = await serveFixtureSite(bakerySiteRoutes(30));
  const analyser = createOfflineAnalyser();
  const once = async () => {
    const crawl = await crawlSite(`${site.url}/`, {
      guard: { allowPrivateNetworks: true, allowedPorts: [] },
      maxPages: 30,
      concurrency: 4,
      maxPageBytes: 2 * 1024 * 1024,
      pageTimeoutMs: 10_000,
      deadline: Date.now() + 88_000,
    });
    await analyser.analyse({ websiteUrl: site.url, pages: crawl.extracted }, { deadline: Date.now() + 2000 });
    return crawl.pages.length;
  };
  try {
    await once(); // warm-up: module compilation and the first sockets
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const times: number[] = [];
    let pages = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      pages = await once();
      times.push(performance.now() - start);
    }
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const middle = median(times);
    console.log(
      `Analyse de site (${pages} pages, ${RUNS} passages, médiane) : ${(middle / 1000).toFixed(2)} s (objectif < 3 s), ` +
        `pic de mémoire en plus : ${((peak - baseline) / 1024 / 1024).toFixed(1)} Mo (objectif < 150 Mo)`,
    );
  } finally {
    await site.close();
  }
}
