import { useEffect, useMemo } from 'react';
import { fr } from '@/locales/fr';
import { useSandboxMedia } from '@/features/social/api/get-sandbox-media';

export function SandboxMedia({ id, kind }: { id: string; kind: 'image' | 'video' }) {
  const media = useSandboxMedia(id);
  const url = useMemo(() => (media.data ? URL.createObjectURL(media.data) : null), [media.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (!url) return <div className="aspect-square animate-pulse rounded-lg bg-muted" />;
  return kind === 'video' ? (
    <video src={url} controls className="aspect-square w-full rounded-lg bg-black object-contain" />
  ) : (
    <img src={url} alt={fr.social.feed.mediaAlt} className="aspect-square w-full rounded-lg object-cover" />
  );
}
