import { describeOperation } from './rewrite-labels';
import type { RewriteOperation } from './rewrite-request';
import { countEmojis } from '../../../lib/text-tools';
import type { WrittenPost } from '../writer.port';

const TU = /(?<![\p{L}'’-])(?:tu|toi|ton|ta|tes|te)(?![\p{L}\p{N}-])/iu;
const VOUS = /(?<![\p{L}'’-])(?:vous|votre|vos)(?![\p{L}\p{N}-])/iu;
const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Whether a rewrite by another writer (an LLM) did what an operation asks, where the text can tell. */
function verified(op: RewriteOperation, before: WrittenPost, after: WrittenPost): boolean {
  switch (op.kind) {
    case 'shorter':
      return after.text.length < before.text.length;
    case 'longer':
      return after.text.length > before.text.length;
    case 'emojis':
      return op.action === 'remove'
        ? countEmojis(after.text) === 0
        : countEmojis(after.text) > countEmojis(before.text);
    case 'hashtags':
      return op.action === 'remove'
        ? after.hashtags.length === 0
        : after.hashtags.join() !== before.hashtags.join();
    case 'add-hashtags':
      return op.tags.every((tag) => after.hashtags.some((kept) => kept.toLowerCase() === tag.toLowerCase()));
    case 'register':
      return !(op.to === 'tu' ? VOUS : TU).test(after.text);
    case 'replace':
      return has(after.text, op.to) && !has(after.text, op.from);
    case 'remove':
      return (
        op.content.startsWith('contact:') ||
        !has(after.text, op.content.replace(/^(?:le|la|les|l')\s*/iu, ''))
      );
    case 'title':
      return Boolean(op.title) && after.title === op.title;
    case 'question':
      return after.text.includes('?');
    case 'unknown':
      return after.text !== before.text;
    default:
      return after.text !== before.text || after.title !== before.title;
  }
}

/** The operations done and not done by a rewrite the offline rules did not make (the LLM's). */
export function checkOperations(before: WrittenPost, after: WrittenPost, operations: RewriteOperation[]) {
  const done: string[] = [];
  const notDone: string[] = [];
  for (const op of operations) {
    const label = describeOperation(op);
    if (verified(op, before, after))
      done.push(op.kind === 'unknown' ? `Demande ${label.done} appliquée` : label.done);
    else notDone.push(`${label.todo} (la réécriture ne l’a pas fait)`);
  }
  return { done, notDone };
}
