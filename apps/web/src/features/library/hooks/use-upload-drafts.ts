import { useState } from 'react';

export interface UploadDraft {
  key: string;
  file: File;
  title: string;
  context: string;
  month: string;
}

let counter = 0;

/** The files chosen for upload with their per-file title, context and month (spec §3 'Upload draft'). */
export function useUploadDrafts(defaultMonth: string) {
  const [drafts, setDrafts] = useState<UploadDraft[]>([]);
  return {
    drafts,
    add: (files: File[]) =>
      setDrafts((current) => [
        ...current,
        ...files.map((file) => ({
          key: `draft-${(counter += 1)}`,
          file,
          title: '',
          context: '',
          month: defaultMonth,
        })),
      ]),
    update: (key: string, changes: Partial<UploadDraft>) =>
      setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft))),
    remove: (key: string) => setDrafts((current) => current.filter((draft) => draft.key !== key)),
    clear: () => setDrafts([]),
  };
}
