import { Worker } from 'node:worker_threads';

/**
 * The French speller (nspell + dictionary-fr) runs in a worker thread, built once per process on first use:
 * expanding the dictionary takes several seconds of CPU, which must never block the server's event loop.
 * The worker keeps a process alive only while a question is pending; it answers batches of words.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const load = createRequire(workerData.base);
const nspell = load('nspell');
const dir = path.dirname(load.resolve('dictionary-fr'));
const spell = nspell({
  aff: readFileSync(path.join(dir, 'index.aff')),
  dic: readFileSync(path.join(dir, 'index.dic')),
});
parentPort.on('message', ({ id, words }) => {
  parentPort.postMessage({ id, known: words.map((word) => spell.correct(word)) });
});
`;

type Answer = { id: number; known: boolean[] };
let worker: Worker | null = null;
let nextId = 0;
let idleTimer: NodeJS.Timeout | undefined;
/** The dictionary holds several hundred megabytes: an idle speller is stopped and rebuilt when next needed. */
const IDLE_MS = 5 * 60_000;
const pending = new Map<number, { resolve: (known: boolean[]) => void; reject: (error: Error) => void }>();

function spellWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(WORKER_SOURCE, { eval: true, workerData: { base: import.meta.url } });
  created.unref();
  created.on('message', ({ id, known }: Answer) => {
    pending.get(id)?.resolve(known);
    pending.delete(id);
    if (pending.size > 0) return;
    created.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (worker === created && pending.size === 0) {
        worker = null;
        void created.terminate();
      }
    }, IDLE_MS);
    idleTimer.unref();
  });
  const fail = (error: Error) => {
    if (worker === created) worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  created.on('error', fail);
  created.on('exit', () => fail(new Error('Le correcteur orthographique s’est arrêté.')));
  worker = created;
  return created;
}

/** Whether the dictionary knows each word (same order). */
function knownWords(words: readonly string[]): Promise<boolean[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const speller = spellWorker();
    // Referenced only while a question is pending: a command waiting for an answer does not exit early.
    speller.ref();
    speller.postMessage({ id, words });
  });
}

/** Resolves once the speller is built (the first answer waits for the dictionary). */
export const speller = (): Promise<void> => knownWords([]).then(() => undefined);

export const warmUpSpeller = () => void speller().catch(() => undefined);

/** Words of a text, without links, e-mails, hashtags, handles, numbers and emojis; elided prefixes kept. */
export function wordsOf(text: string): string[] {
  const cleaned = text
    .replace(/https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+|[#@][\p{L}\p{N}_]+/gu, ' ')
    .replace(/[’‘]/g, "'");
  return cleaned.match(/\p{L}[\p{L}'-]*\p{L}|\p{L}/gu) ?? [];
}

const ELIDED = /^(?:l|d|j|m|t|s|c|n|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)'/iu;
const normaliseKey = (word: string) => word.toLowerCase();

/** The spellings a word may be accepted under: itself, lower-cased, without an elided prefix, its parts. */
function formsOf(word: string): string[] {
  const stem = word.replace(ELIDED, '');
  return [word, word.toLowerCase(), stem, stem.toLowerCase(), ...word.split('-'), ...stem.split('-')].filter(
    Boolean,
  );
}

/** Words the speller rejects, except the business's own vocabulary (names, products, town, people). */
export async function misspelledWords(text: string, allowed: ReadonlySet<string>): Promise<string[]> {
  const candidates = wordsOf(text)
    .map((raw) => raw.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const forms = [...new Set(candidates.flatMap(formsOf))].filter((form) => !allowed.has(normaliseKey(form)));
  const answers = await knownWords(forms);
  const dictionary = new Map(forms.map((form, index) => [form, answers[index] ?? false]));
  const known = (word: string) =>
    allowed.has(normaliseKey(word)) ||
    dictionary.get(word) === true ||
    dictionary.get(word.toLowerCase()) === true;
  const wrong: string[] = [];
  for (const word of candidates) {
    if (known(word)) continue;
    const stem = word.replace(ELIDED, '');
    if (stem !== word && stem && (known(stem) || stem.split('-').every((part) => !part || known(part))))
      continue;
    // Compound forms the dictionary does not list as such ("fait-maison", "peux-tu"): every part known.
    if (word.includes('-') && word.split('-').every((part) => !part || known(part))) continue;
    wrong.push(word);
  }
  return wrong;
}

/** Vocabulary of the facts: every word the owner or the site wrote is allowed (their names, their town). */
export function vocabularyOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      words.add(normaliseKey(word));
      for (const part of word.split(/['-]/)) if (part) words.add(normaliseKey(part));
    }
  }
  return words;
}
