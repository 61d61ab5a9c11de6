import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, type Page, type TestInfo, type WorkerInfo } from '@playwright/test';

// WCAG 2.1 A/AA plus axe's best practices. Every finding is printed; only serious and critical ones fail.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
type Impact = (typeof IMPACTS)[number];

export interface ScreenAudit {
  screen: string;
  counts: Record<Impact, number>;
  /** 'rule-id: target' for each serious or critical node, to read in the failure message. */
  blocking: string[];
}

// A failed test restarts its worker, so the audits are kept in the run's output folder (emptied at each run)
// rather than in memory: the last total line printed covers every screen of the run.
const auditsFile = (info: TestInfo | WorkerInfo) => path.join(info.project.outputDir, 'a11y-audits.jsonl');

/** Runs axe on the page as it is now (open dialogs included) and records the counts for the summary. */
export async function auditScreen(page: Page, screen: string): Promise<ScreenAudit> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const counts: Record<Impact, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  const blocking: string[] = [];
  for (const violation of violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += violation.nodes.length;
    if (impact === 'serious' || impact === 'critical') {
      for (const node of violation.nodes) blocking.push(`${violation.id}: ${node.target.join(' ')}`);
    }
  }
  const audit = { screen, counts, blocking };
  appendFileSync(auditsFile(test.info()), `${JSON.stringify(audit)}\n`);
  console.log(`axe ${screen.padEnd(42)} ${IMPACTS.map((i) => `${i} ${counts[i]}`).join(', ')}`);
  for (const violation of violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    console.log(`    ${violation.impact ?? 'minor'} ${violation.id} ×${violation.nodes.length}: ${targets}`);
  }
  return audit;
}

/** The total line over every screen audited so far in this run. */
export function printAuditTotal(info: TestInfo | WorkerInfo) {
  const file = auditsFile(info);
  if (!existsSync(file)) return;
  const audits = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScreenAudit);
  const total = IMPACTS.map((impact) => audits.reduce((sum, audit) => sum + audit.counts[impact], 0));
  console.log(
    `axe TOTAL ${audits.length} screens: ${IMPACTS.map((impact, i) => `${impact} ${total[i]}`).join(', ')}`,
  );
}
