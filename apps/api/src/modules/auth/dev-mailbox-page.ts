import { DEFAULT_TIME_ZONE } from '@plume/contracts/zoned-time';
import type { StoredMail } from './mailer.port';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const when = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: DEFAULT_TIME_ZONE,
});

/** Escapes the plain-text body, then turns its http(s) addresses into links (no script: the CSP allows none). */
function linkify(text: string) {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const styles = `body{font-family:system-ui,sans-serif;background:#f5f3ff;margin:0;padding:24px;color:#1e1b4b}
main{max-width:760px;margin:0 auto}h1{font-size:1.4rem;margin:0 0 4px}.badge{display:inline-block;background:#fef3c7;
color:#92400e;border-radius:999px;padding:2px 10px;font-size:.8rem;margin-bottom:16px}article{background:#fff;
border-radius:12px;padding:16px 20px;margin:12px 0;box-shadow:0 4px 14px rgba(30,27,75,.08)}h2{font-size:1.05rem;margin:0 0 6px}
.meta{color:#6b7280;font-size:.85rem;margin:0 0 8px}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#6d28d9}`;

/** The embedded mode's mailbox: the last e-mails the application "sent", newest first. */
export function renderDevMailbox(messages: readonly StoredMail[]) {
  const items = messages.length
    ? messages
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">À : ${escapeHtml(mail.to)} · De : ${escapeHtml(mail.from)} · ${when.format(mail.sentAt)}</p>
<pre>${linkify(mail.text)}</pre></article>`,
        )
        .join('')
    : '<p>Aucun e-mail pour le moment.</p>';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Boîte de réception de démonstration</title>
<style>${styles}</style></head><body><main><h1>Boîte de réception de démonstration</h1>
<span class="badge">Mode démonstration : les e-mails ne quittent pas cette machine</span>${items}</main></body></html>`;
}
