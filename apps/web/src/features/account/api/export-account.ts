import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/features/account/utils/save-blob';

/** A big library makes a big archive: the download may take minutes. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export async function downloadAccountExport(): Promise<string> {
  const { blob, filename } = await apiDownload('/account/export', { timeoutMs: EXPORT_TIMEOUT_MS });
  saveBlob(blob, filename);
  return filename;
}

export const useDownloadAccountExport = () => useMutation({ mutationFn: downloadAccountExport });
