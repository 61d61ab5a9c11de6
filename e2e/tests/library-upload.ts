import type { Page } from '@playwright/test';
import { expect } from './helpers';

/** Sends one picture drawn in the page to the library for the month, as the library's upload does. */
export async function uploadLibraryImage(page: Page, month: string, title: string) {
  const status = await page.evaluate(
    async ({ month, title }) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 640, 480);
      gradient.addColorStop(0, '#7c3aed');
      gradient.addColorStop(1, '#f59e0b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 480);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const form = new FormData();
      form.append('upload_type', 'single');
      form.append('attributed_month', month);
      form.append('files', new File([blob], 'vitrine.jpg', { type: 'image/jpeg' }));
      const auth = { Authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const upload = await fetch('/api/content/batch-upload', { method: 'POST', headers: auth, body: form });
      if (!upload.ok) return upload.status;
      const { created } = (await upload.json()) as { created: Array<{ id: string }> };
      const titled = await fetch(`/api/content/${created[0]!.id}/title`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      return titled.status;
    },
    { month, title },
  );
  expect(status).toBe(200);
}
