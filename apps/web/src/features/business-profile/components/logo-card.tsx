import { LOGO_MAX_BYTES } from '@plume/contracts/business-profile-vocabulary';
import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useUploadLogo } from '@/features/business-profile/api/upload-logo';

export function LogoCard({ logoUrl }: { logoUrl: string | null }) {
  const t = frKnowledge.businessProfile.logo;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();

  const send = (file: File | undefined) => {
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      toast.error(t.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(frKnowledge.businessProfile.saved),
      onError: (error) => toast.error(getErrorMessage(error, frKnowledge.businessProfile.saveError)),
    });
  };

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-muted">
        {logoUrl ? (
          <img src={logoUrl} alt={t.alt} className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-muted-foreground">{t.none}</span>
        )}
      </div>
      <div className="grid gap-1">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          aria-label={t.choose}
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {upload.isPending ? t.uploading : t.choose}
        </Button>
        <p className="text-xs text-muted-foreground">{t.hint}</p>
      </div>
    </div>
  );
}
