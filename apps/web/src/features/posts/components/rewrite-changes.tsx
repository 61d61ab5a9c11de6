import { frPosts } from '@/locales/fr-posts';
import { wordDiff } from '../utils/word-diff';

const t = frPosts.modify.changes;

/** What a rewrite changed: the operations done, « Je n'ai pas pu : … », and the text before and after with the
 * words removed and added marked by strike-through and underline and named for screen readers, not by colour
 * alone. */
export function RewriteChanges({
  before,
  after,
  done,
  notDone,
}: {
  before: string;
  after: string;
  done: string[];
  notDone: string[];
}) {
  const parts = wordDiff(before, after);
  return (
    <section
      aria-label={t.title}
      className="grid gap-3 rounded-lg border p-3 text-sm"
      data-testid="rewrite-changes"
    >
      {done.length > 0 ? (
        <div>
          <h4 className="font-semibold">{t.done}</h4>
          <ul className="list-disc pl-5">
            {done.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {notDone.length > 0 ? (
        <p role="note" className="rounded-md border border-amber-500 bg-amber-50 p-2 text-amber-950">
          <strong>{t.notDone}</strong> {notDone.join(' ; ')}.
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h4 className="font-semibold">{t.before}</h4>
          <p className="whitespace-pre-wrap break-words" data-testid="rewrite-before">
            {parts.map((part, index) =>
              part.kind === 'added' ? null : part.kind === 'removed' ? (
                <del key={index} className="bg-red-100 text-red-900 line-through decoration-2">
                  <span className="sr-only">{t.removedLabel}</span>
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </div>
        <div>
          <h4 className="font-semibold">{t.after}</h4>
          <p className="whitespace-pre-wrap break-words" data-testid="rewrite-after">
            {parts.map((part, index) =>
              part.kind === 'removed' ? null : part.kind === 'added' ? (
                <ins key={index} className="bg-green-100 font-medium text-green-900 underline decoration-2">
                  <span className="sr-only">{t.addedLabel}</span>
                  {part.text}
                </ins>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t.legend}</p>
    </section>
  );
}
