import type { Post } from '@plume/contracts/posts';
import { useForm } from 'react-hook-form';
import { Spinner } from '@/components/spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { frPosts } from '@/locales/fr-posts';
import { useModifyFlow } from '../hooks/use-modify-flow';
import { PlatformPreview } from './platform-preview';
import { RewriteChanges } from './rewrite-changes';

const t = frPosts.modify;

/** docs/spec/part-2-signed-in-application.md §2.8 modify flow: a request and 'Envoyer'; the AI result as an
 * editable preview with live counters, then 'Confirmer', 'Annuler' or 'Modifier à nouveau'. */
export function ModifyPanel({ post, onDone }: { post: Post; onDone: () => void }) {
  const flow = useModifyFlow(post, onDone);
  const form = useForm<{ request: string }>({ defaultValues: { request: '' } });

  if (flow.draft) {
    const draft = flow.draft;
    return (
      <div className="grid gap-3" data-testid="modify-preview">
        <h3 className="font-semibold">{t.resultTitle}</h3>
        <RewriteChanges
          before={post.text}
          after={draft.text}
          done={flow.operations.done}
          notDone={flow.operations.notDone}
        />
        <FormField label={t.titleLabel}>
          {(control) => (
            <Input
              {...control}
              value={draft.title}
              onChange={(event) => flow.updateDraft({ ...draft, title: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t.textLabel}>
          {(control) => (
            <Textarea
              {...control}
              rows={8}
              value={draft.text}
              onChange={(event) => flow.updateDraft({ ...draft, text: event.target.value })}
            />
          )}
        </FormField>
        <PlatformPreview platform={post.platform} text={draft.text} hashtags={draft.hashtags} />
        {flow.error ? <Alert variant="destructive">{flow.error}</Alert> : null}
        <div className="grid gap-2 sm:flex sm:justify-end">
          <Button
            variant="outline"
            disabled={flow.isSaving}
            onClick={() => {
              flow.discard();
              onDone();
            }}
          >
            {t.cancel}
          </Button>
          <Button variant="secondary" disabled={flow.isSaving} onClick={flow.discard}>
            {t.again}
          </Button>
          <Button disabled={flow.isSaving} onClick={flow.confirm}>
            {flow.isSaving ? t.saving : t.confirm}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="grid gap-3" onSubmit={form.handleSubmit(({ request }) => flow.send(request))} noValidate>
      <FormField label={t.label} error={flow.error ?? undefined}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('request')}
            rows={4}
            placeholder={t.placeholder}
            disabled={flow.isSending}
          />
        )}
      </FormField>
      {flow.isSending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" />
          {t.sending}
        </p>
      ) : null}
      <div className="grid gap-2 sm:flex sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={flow.isSending}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={flow.isSending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
