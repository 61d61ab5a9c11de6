import type { MonthOption } from '@plume/contracts/months';
import { X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { frLibrary } from '@/locales/fr-library';
import type { UploadDraft } from '../hooks/use-upload-drafts';
import { MonthSelect } from './month-select';

const t = frLibrary.upload;

interface UploadDraftRowProps {
  draft: UploadDraft;
  months: MonthOption[];
  /** In carousel mode the title, context and month are shared: only the file is shown. */
  shared: boolean;
  onChange: (changes: Partial<UploadDraft>) => void;
  onRemove: () => void;
}

export function UploadDraftRow({ draft, months, shared, onChange, onRemove }: UploadDraftRowProps) {
  const preview = useMemo(
    () => (draft.file.type.startsWith('image/') ? URL.createObjectURL(draft.file) : null),
    [draft.file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3" data-testid="upload-draft">
      <div className="size-16 shrink-0 overflow-hidden rounded-md bg-muted">
        {preview ? <img src={preview} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="truncate text-sm font-medium">{draft.file.name}</p>
        {shared ? null : (
          <div className="grid gap-2 sm:grid-cols-3">
            <Input
              aria-label={`${t.fileTitle} — ${draft.file.name}`}
              placeholder={t.fileTitle}
              value={draft.title}
              onChange={(event) => onChange({ title: event.target.value })}
            />
            <Input
              aria-label={`${t.fileContext} — ${draft.file.name}`}
              placeholder={t.fileContext}
              value={draft.context}
              onChange={(event) => onChange({ context: event.target.value })}
            />
            <MonthSelect
              aria-label={`${t.month} — ${draft.file.name}`}
              months={months}
              value={draft.month}
              onChange={(event) => onChange({ month: event.target.value })}
            />
          </div>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={onRemove}
        aria-label={t.remove(draft.file.name)}
      >
        <X />
      </Button>
    </li>
  );
}
