// Code comments cite the product specification and the design documents ("spec part 2 §5", "ARCHITECTURE §7",
// "API-FACTS §2"). This keeps every citation pointing at a file of the repository:
//   node scripts/doc-citations.mjs            lists citations in the short form and cited .md files that do not
//                                             exist (exit 1 when there is any); `--json` prints them as JSON
//   node scripts/doc-citations.mjs --write    rewrites the short forms into paths (docs/spec/…, docs/design/…)
//                                             and rewraps the comment lines that grow past the print width
// `--root <dir>` works on another tree (the unit test uses a temporary one). Committed migrations are left as
// they are: their text is part of what was applied.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root =
  rootArg >= 0
    ? path.resolve(args[rootArg + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const printWidth = 110;

const PART_1 = 'docs/spec/part-1-access-payment-admin-legal.md';
const PART_2 = 'docs/spec/part-2-signed-in-application.md';
const DESIGN = ['ARCHITECTURE', 'API-FACTS', 'WRITING-FR', 'ANALYSIS-FR', 'CONVENTIONS', 'STACK-NOTES'];

/** Short forms and their path; a short form already written as a path is left alone (lookbehind). */
const rewrites = [
  { pattern: /(?<![\w/-])[Ss]pec part 1\b/g, to: PART_1 },
  { pattern: /(?<![\w/-])[Ss]pec part 2\b/g, to: PART_2 },
  // "the spec's post (part 2 §3)": the spec was named just before.
  { pattern: /(?<=\()part 1(?= §)/g, to: PART_1 },
  { pattern: /(?<=\()part 2(?= §)/g, to: PART_2 },
  ...DESIGN.map((name) => ({
    pattern: new RegExp(`(?<![\\w/-])${name}(\\.md)?(?![\\w-])`, 'g'),
    to: `docs/design/${name}.md`,
  })),
];

/** A cited Markdown file: a repository path ending in .md (an address such as /api/docs/json is not one). */
const citedFile = /(?<![\w/.-])((?:docs|corpus|bench|apps|packages|e2e|scripts)\/[\w./-]*?\.md)\b/g;

const sourceExtensions = /\.(ts|tsx|mts|js|mjs|cjs|css|sql)$/;
const skippedDirs = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'test-results',
  'playwright-report',
  '.tmp',
]);
const scanned = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'corpus'];
/** This script and its test, whose examples are the short forms and a missing file on purpose. */
const ownFiles = new Set(['scripts/doc-citations.mjs', 'apps/api/src/docs-checks/citations.test.ts']);

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (skippedDirs.has(name) || full.endsWith(path.join('db', 'migrations'))) return [];
      return sourceFiles(full);
    }
    return sourceExtensions.test(name) && !ownFiles.has(path.relative(root, full)) ? [full] : [];
  });
}

/** Problems of one file's text: short citations and cited .md files that do not exist. */
function problemsIn(file, text) {
  const problems = [];
  const relative = path.relative(root, file);
  text.split('\n').forEach((line, index) => {
    const where = `${relative}:${index + 1}`;
    for (const { pattern, to } of rewrites) {
      for (const match of line.matchAll(pattern)) problems.push(`${where}: « ${match[0]} » → ${to}`);
    }
    for (const match of line.matchAll(citedFile)) {
      if (!existsSync(path.join(root, match[1]))) problems.push(`${where}: ${match[1]} n'existe pas`);
    }
  });
  return problems;
}

/** The comment prefix of a line that can be rewrapped, or null (code, or a comment after code). */
function commentParts(line) {
  const match = /^(\s*)(\/\*\* |\* |\/\/ )(.*)$/.exec(line);
  if (!match) return null;
  const [, indent, marker, body] = match;
  const continuation = marker === '/** ' ? `${indent} * ` : `${indent}${marker}`;
  return { first: `${indent}${marker}`, continuation, body, marker };
}

/**
 * Moves the words of a comment line that grew past the print width to the start of the next line of the same
 * comment (which may push that one's last words further), or to a new line after a line that ends a sentence:
 * the line breaks before it stay where they were.
 */
function rewrap(lines, index) {
  const parts = commentParts(lines[index]);
  if (!parts) return;
  const closes = parts.marker !== '// ' && parts.body.endsWith('*/');
  // The closing `*/` travels as the last word, so it never pushes a line past the width.
  const body = closes ? parts.body.slice(0, -2).trimEnd() : parts.body;
  const words = (closes ? `${body} */` : body).split(/\s+/).filter(Boolean);
  let kept = parts.first + words[0];
  let cut = 1;
  while (cut < words.length && kept.length + 1 + words[cut].length <= printWidth) kept += ` ${words[cut++]}`;
  if (cut === words.length) return;
  // A closing `*/` alone on its line takes the last word with it.
  if (closes && cut === words.length - 1 && cut > 1) {
    cut -= 1;
    kept = parts.first + words.slice(0, cut).join(' ');
  }
  const overflow = words.slice(cut).join(' ');
  lines[index] = kept;
  const next = closes ? null : commentParts(lines[index + 1] ?? '');
  // A line that ended a sentence may be followed by a deliberate new line: the words then get a line of their own.
  const endsSentence = /\.$/.test(body);
  const joinable =
    next &&
    !endsSentence &&
    next.marker !== '/** ' &&
    next.first === parts.continuation &&
    !/^([-@]|\d+\.\s)/.test(next.body);
  if (joinable) {
    lines[index + 1] = `${parts.continuation}${overflow} ${next.body}`;
    rewrap(lines, index + 1);
    return;
  }
  lines.splice(index + 1, 0, `${parts.continuation}${overflow}`);
  if (lines[index + 1].length > printWidth) rewrap(lines, index + 1);
}

function rewrite(text) {
  const lines = text
    .split('\n')
    .map((line) => rewrites.reduce((out, { pattern, to }) => out.replace(pattern, to), line));
  for (let index = 0; index < lines.length; index += 1) {
    if (lines[index].length > printWidth && /docs\/(spec|design)\//.test(lines[index])) rewrap(lines, index);
  }
  return lines.join('\n');
}

const files = scanned.flatMap((dir) => sourceFiles(path.join(root, dir)));
if (args.includes('--write')) {
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const next = rewrite(text);
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(`${changed} fichiers réécrits`);
}
const problems = files.flatMap((file) => problemsIn(file, readFileSync(file, 'utf8')));
if (args.includes('--json')) console.log(JSON.stringify(problems));
else for (const problem of problems) console.log(problem);
if (!args.includes('--json')) console.log(`${problems.length} citation(s) à corriger`);
process.exitCode = problems.length > 0 ? 1 : 0;
