/** The demonstration checkout and portal pages: plain French HTML, no script (the CSP allows none inline). */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
export const formatEuros = (cents: number) => euros.format(cents / 100);

const styles = `body{font-family:system-ui,sans-serif;background:#f5f3ff;margin:0;display:flex;min-height:100vh;
align-items:center;justify-content:center;color:#1e1b4b}main{background:#fff;border-radius:16px;padding:32px;
width:min(420px,calc(100vw - 32px));box-sizing:border-box;box-shadow:0 10px 30px rgba(30,27,75,.12)}
h1{font-size:1.4rem;margin:0 0 4px}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;
padding:2px 10px;font-size:.8rem;margin-bottom:16px}dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:16px 0}
dt{color:#6b7280}dd{margin:0;text-align:right;font-weight:600}.total{font-size:1.2rem}form{display:flex;gap:12px;margin-top:20px}
button,a.secondary{display:block;text-align:center;text-decoration:none;margin-top:12px;flex:1;border:0;border-radius:10px;padding:12px;font-size:1rem;font-weight:600;cursor:pointer}
.primary{background:#7c3aed;color:#fff}.note{background:#ecfdf5;color:#065f46;border-radius:10px;padding:10px 12px;margin:0}.secondary{background:#ede9fe;color:#4c1d95}small{display:block;color:#6b7280;margin-top:16px}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface CheckoutPageData {
  planName: string;
  period: 'monthly' | 'yearly';
  priceCents: number;
  discountCents: number;
  /** A running trial the subscription keeps: nothing is charged before this date. */
  trialEnd: Date | null;
  actionBase: string;
}

/** Said before paying, on our payment page and on the checkout page alike. */
export const trialKeptSentence = (date: string) =>
  `Votre essai gratuit continue jusqu'au ${date} ; le premier paiement aura lieu le ${date}.`;

export function renderCheckoutPage(data: CheckoutPageData) {
  const periodLabel = data.period === 'yearly' ? 'par an' : 'par mois';
  const discount = data.discountCents
    ? `<dt>Code promo</dt><dd>− ${formatEuros(data.discountCents)}</dd>`
    : '';
  const due = formatEuros(data.priceCents - data.discountCents);
  const trialEnd = data.trialEnd && day.format(data.trialEnd);
  const totals = trialEnd
    ? `<dt class="total">À payer aujourd'hui</dt><dd class="total">${formatEuros(0)}</dd>
<dt>Premier paiement le ${trialEnd}</dt><dd>${due}</dd></dl><p class="note">${trialKeptSentence(trialEnd)}</p>`
    : `<dt class="total">À payer aujourd'hui</dt><dd class="total">${due}</dd></dl>`;
  return page(
    'Paiement de démonstration',
    `<h1>Paiement de démonstration</h1><span class="badge">Mode démonstration : aucune carte n'est débitée</span>
<dl><dt>Forfait</dt><dd>${escapeHtml(data.planName)}</dd><dt>Prix</dt><dd>${formatEuros(data.priceCents)} ${periodLabel}</dd>
${discount}${totals}
<form method="post"><button class="primary" formaction="${data.actionBase}/pay">Payer</button>
<button class="secondary" formaction="${data.actionBase}/cancel">Annuler</button></form>
<small>TVA non applicable, art. 293 B du CGI</small>`,
  );
}

export function renderPortalPage(data: {
  planName: string;
  endsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  actionBase: string;
  returnUrl: string;
}) {
  const end = data.endsAt ? day.format(data.endsAt) : '—';
  const action = data.cancelAtPeriodEnd
    ? `<p>La résiliation est programmée : l'abonnement s'arrêtera le ${end}.</p>`
    : `<form method="post"><button class="primary" formaction="${data.actionBase}/cancel-subscription">Résilier l'abonnement</button></form>`;
  return page(
    'Gestion de l’abonnement',
    `<h1>Gestion de l’abonnement</h1><span class="badge">Mode démonstration</span>
<dl><dt>Forfait</dt><dd>${escapeHtml(data.planName)}</dd><dt>Période en cours jusqu'au</dt><dd>${end}</dd></dl>
${action}<a class="secondary" href="${escapeHtml(data.returnUrl)}">Retour</a>`,
  );
}

export function renderGonePage() {
  return page(
    'Session introuvable',
    `<h1>Session introuvable</h1><p>Ce lien de paiement n'existe pas ou a expiré.</p>`,
  );
}
