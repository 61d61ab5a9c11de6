import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/errors';
import { frAccount } from '@/locales/fr-account';
import { useDownloadAccountExport } from '@/features/account/api/export-account';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';

const t = frAccount.myData;

/** 'Mes données' in the Réglages tab: the privacy policy's rights to a copy and to erasure. */
export function MyDataSection() {
  const download = useDownloadAccountExport();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t.downloaded),
      onError: (error) => toast.error(getErrorMessage(error, t.downloadError)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Button className="w-full sm:w-fit" onClick={startDownload} disabled={download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? t.downloading : t.download}
          </Button>
          <p className="text-xs text-muted-foreground">{t.downloadHint}</p>
        </div>
        <Button
          variant="outline"
          className="w-full border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800 sm:w-fit"
          onClick={() => setIsDeleteOpen(true)}
        >
          <Trash2 aria-hidden="true" />
          {t.delete}
        </Button>
      </CardContent>
      <DeleteAccountDialog open={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </Card>
  );
}
