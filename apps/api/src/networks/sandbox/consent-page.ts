const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a twin's consent page says the app asks for, and which account it connects. */
export interface ConsentText {
  asks: string;
  account: string;
}

/** The sandbox network's consent screen: plain links, no script (the CSP allows none inline). */
export function renderConsentPage(input: {
  network: string;
  text: ConsentText;
  brand: string;
  allowUrl: string;
  denyUrl: string;
}): string {
  const text = { network: input.network, ...input.text };
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.network} — mode démonstration</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;box-shadow:0 4px 24px #0001;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:16px 0 8px}p{line-height:1.5;color:#52525b}
.actions{display:flex;gap:12px;margin-top:24px}
a{flex:1;text-align:center;padding:12px;border-radius:10px;text-decoration:none;font-weight:600}
.allow{background:#2563eb;color:#fff}.deny{background:#f4f4f5;color:#18181b;border:1px solid #d4d4d8}
</style></head>
<body><main>
<span class="badge">mode démonstration</span>
<h1>${escape(input.brand)} souhaite ${text.asks}</h1>
<p>Ceci est le réseau de démonstration : aucune donnée n'est envoyée à ${text.network}. En autorisant, ${escape(input.brand)} se connecte à ${text.account} et vos posts publiés apparaîtront dans le fil de démonstration de l'onglet Réseaux sociaux.</p>
<div class="actions">
<a class="deny" href="${escape(input.denyUrl)}">Refuser</a>
<a class="allow" href="${escape(input.allowUrl)}">Autoriser</a>
</div>
</main></body></html>`;
}
