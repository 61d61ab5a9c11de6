import { isPromo, opensWithDiscount } from './item-lines';
import type { ReadPage, Unit } from './read-page';
import { sourceOf } from './read-page';
import type { OfferFact, TestimonialFact, TextFact } from './site-facts';
import { fold, hasWords } from './text-patterns';
import { FRENCH_MONTHS } from '@plume/contracts/months';
import { foldAccents } from '../../../lib/french-text';

/** Labels and certifications of the business, longest first so "Maître Artisan" wins over "Artisan". Those
 * that are also ordinary words ("Artisan") count only written with their capital. Designations of a product
 * (AOP, AOC, IGP, Label Rouge: "beurre AOP", "farine Label Rouge") say what the shop buys or sells, not what
 * the business is, so they are not among them. */
const LABELS = [
  'Agriculture Biologique',
  'Maître Artisan Boulanger',
  'Maître Artisan',
  'Artisan Boulanger',
  'Artisan Pâtissier',
  'Artisan Boucher',
  'Artisan Fleuriste',
  'Meilleur Ouvrier de France',
  'MOF',
  'RGE',
  'Qualibat',
  'Qualifelec',
  'QualiPAC',
  'Qualigaz',
  'Qualisol',
  'Qualibois',
  'Handibat',
  'Eco Artisan',
  'Maître Restaurateur',
  'Fait Maison',
  'Bib Gourmand',
  'Gault & Millau',
  'Gault et Millau',
  'Guide Michelin',
  'Nature & Progrès',
  'Demeter',
  'Ecocert',
  'Cosmébio',
  'HVE',
  'Haute Valeur Environnementale',
  'Bienvenue à la ferme',
  'Accueil Paysan',
  'Vignerons Indépendants',
  'Terra Vitis',
  'Qualiopi',
  'Artisan',
  'Boulanger de France',
  'Collège Culinaire de France',
  'Clévacances',
  'Gîtes de France',
  'Accueil Vélo',
  'Qualité Tourisme',
  'Clef Verte',
  'Slow Cosmétique',
  'Tables & Auberges de France',
  'Entreprise du Patrimoine Vivant',
  'Origine France Garantie',
  'PG Professionnel du Gaz',
  'Professionnel du Gaz',
  'Fleurs de France',
];
/** A label the site names itself: "labellisée « Qualité des formations… »", "Labellisé Fleurs de France",
 * "labellisée LIR (Librairie Indépendante de Référence)". */
const NAMED_LABEL =
  /(?<!\p{L})[Ll]abellis[ée]e?s?\s+(?:«\s*([^»]{3,80}?)\s*»|(\p{Lu}[\p{L}&'’-]*(?:\s+(?:(?:de|du|des|d['’]|et|&)\s*)?\p{Lu}[\p{L}'’-]*){0,4}))/u;
const CASE_SENSITIVE = new Set(['Artisan', 'Fait Maison', 'HVE', 'MOF', 'RGE']);

export function extractLabels(pages: ReadPage[]): TextFact[] {
  const found: TextFact[] = [];
  const covered = (label: string) => found.some((f) => hasWords(f.text, label));
  for (const page of pages.filter((p) => p.role !== 'legal')) {
    for (const unit of [...page.units, ...page.chrome]) {
      const named = NAMED_LABEL.exec(unit.text);
      const own = (named?.[1] ?? named?.[2])?.trim();
      if (own && !covered(own)) found.push({ text: own, source: sourceOf(page, unit.text) });
      for (const label of LABELS) {
        if (covered(label) || !hasWords(unit.text, label)) continue;
        if (
          CASE_SENSITIVE.has(label) &&
          !new RegExp(`(?<![\\p{L}])${label}(?![\\p{L}])`, 'u').test(unit.text)
        ) {
          continue;
        }
        // "certifiés Agriculture Biologique par Ecocert": the certifying body is not a label of the business;
        // "Artisan fleuriste au cœur de Dinan": a line that opens with the trade describes, it awards nothing.
        if (new RegExp(`(?<!\\p{L})par\\s+${label}(?!\\p{L})`, 'iu').test(unit.text)) continue;
        if (/^Artisan\b/u.test(label) && fold(unit.text).startsWith(fold(label))) continue;
        found.push({ text: label, source: sourceOf(page, unit.text) });
      }
    }
  }
  return found;
}

const MONTHS = FRENCH_MONTHS.map(foldAccents);
const DATE = new RegExp(
  String.raw`\b(\d{1,2})(?:er)?\s+(${MONTHS.join('|')})(?:\s+(\d{4}))?|\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?`,
  'g',
);
const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Dates of an offer ("du 1er au 24 décembre 2026", "jusqu'au 31/01/2027"), only with a stated year. */
export function offerDates(text: string): { startDate?: string; endDate?: string } {
  const folded = fold(text)
    .replace(/ (\d{1,2}) (\d{1,2}) (\d{2,4})\b/g, ' $1/$2/$3')
    // "du 1er au 24 décembre": the first day takes the month of the second.
    .replace(
      new RegExp(String.raw`\bdu (\d{1,2})(?:er)? au (\d{1,2})(?:er)? (${MONTHS.join('|')})`, 'g'),
      'du $1 $3 au $2 $3',
    );
  const dates = [...folded.matchAll(DATE)].map((m) => ({
    day: Number(m[1] ?? m[4]),
    month: m[2] ? MONTHS.indexOf(m[2]) + 1 : Number(m[5]),
    year: m[3] ? Number(m[3]) : m[6] ? Number(m[6].length === 2 ? `20${m[6]}` : m[6]) : undefined,
    index: m.index ?? 0,
  }));
  const year = dates.find((d) => d.year)?.year;
  if (!year || !dates.length) return {};
  const valid = dates.filter((d) => d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= 31);
  const at = (d: (typeof valid)[number]) => iso(d.year ?? year, d.month, d.day);
  if (valid.length >= 2) return { startDate: at(valid[0]!), endDate: at(valid[1]!) };
  if (valid.length === 1) {
    const until = /\bjusqu/.test(folded.slice(0, valid[0]!.index));
    return until ? { endDate: at(valid[0]!) } : { startDate: at(valid[0]!) };
  }
  return {};
}

/** Dated offers and promotions: a block whose words say so and that states a date. */
export function extractOffers(pages: ReadPage[]): OfferFact[] {
  const offers: OfferFact[] = [];
  for (const page of pages.filter((p) => p.role !== 'legal')) {
    const units = page.units;
    units.forEach((unit, index) => {
      const heading = [...units.slice(0, index + 1)].reverse().find((u) => u.kind === 'heading');
      const promoHeading = heading !== undefined && heading !== unit && isPromo(heading.text);
      if (!(isPromo(unit.text) && /\d/.test(unit.text)) && !(promoHeading && /\d/.test(unit.text))) return;
      const card = units.filter((u) => u.group === unit.group && unit.group > 0);
      // A promotion heading owns the lines of its section ("Galette des rois : la 2e à -50 %" / "Du 2 au 31…").
      const section =
        unit.kind === 'heading'
          ? units.slice(index, units.findIndex((u, i) => i > index && u.kind === 'heading') >>> 0)
          : [];
      const text = (section.length > 1 ? section : card.length ? card : [unit]).map((u) => u.text).join(' ');
      const dates = offerDates(text);
      // Without a full date, the promotion's own line must still name a day ("jusqu'au 24 décembre",
      // "du 2 au 8/11"): "au prix unique", "en 48 à 72h" elsewhere in the card are no dates. An offer with no
      // date at all counts when it says so itself: its line opens with the discount, or its heading is an offer.
      const dayWord = String.raw`\b(?:du|jusqu a[ux]?|au) \d{1,2}(?:er)?(?: (?:${MONTHS.join('|')})| ?\/ ?\d{1,2})`;
      const dated = dates.startDate || dates.endDate || new RegExp(dayWord).test(fold(unit.text));
      const ownPromo = isPromo(unit.text);
      if (!dated && !opensWithDiscount(unit.text) && !(promoHeading && ownPromo)) return;
      const title = offerTitle(unit, heading, card, index - units.indexOf(heading!));
      if (offers.some((o) => o.title === title || o.text === text)) return;
      offers.push({ title, text, ...dates, source: sourceOf(page, text) });
    });
  }
  return offers;
}

/** The offer's title: its own "Titre : du …" or "OFFRE HIVER : Titre" line, else its heading, else the line. */
function offerTitle(unit: Unit, heading: Unit | undefined, card: Unit[], distance: number): string {
  const line = unit.text.split('\n')[0]!;
  const labelled = /^offres?\b[^:]{0,30}:\s*(.{3,80})$/iu.exec(line);
  if (labelled) return labelled[1]!.trim();
  const named = /^([^:]{3,60}?)\s*:\s*(?:du|jusqu|à partir|dès|le|-)/iu.exec(line);
  if (
    named &&
    unit.kind !== 'heading' &&
    !/^(?:du|jusqu|le|la|les|à partir|dès|depuis|en)\b/iu.test(named[1]!)
  )
    return named[1]!.trim();
  // The page's own title (h1) names the page, not the offer.
  const near = heading && (heading === unit || card.includes(heading) || distance <= 2);
  if (heading && near && (heading.level > 1 || heading === unit)) return heading.text;
  return line;
}

const TESTIMONIAL_HINT = /t[ée]moignage|testimonial|avis|review|quote|citation/;
const TESTIMONIAL_HEADING =
  /\b(avis|temoignages?|ils parlent de nous|ce qu ils en disent|paroles de clients|nos clients|ils nous (?:ont fait|font) confiance)\b/;
/** A signature: "Marc D.", "— Lina, 18 ans", "Élodie et Romain", "Comité d'entreprise Aéro Sud". */
const SIGNATURE = String.raw`\p{Lu}[\p{L}'’-]+(?:(?:\s+(?:et|de|du|des)\s+|\s+)\p{Lu}[\p{L}'’-]*\.?|\s+d['’]\p{L}+){0,3}`;
const AUTHOR = new RegExp(String.raw`^(?:[—–-]\s*)?(${SIGNATURE})(?:\s*[,(–·•|-]\s*[^)]{0,40}\)?)?$`, 'u');

/** Testimonials: quotes and review blocks, with the author named on the next line ("— Sophie L."). */
export function extractTestimonials(pages: ReadPage[]): TestimonialFact[] {
  const found: TestimonialFact[] = [];
  for (const page of pages.filter((p) => p.role !== 'legal')) {
    let inReviews = false;
    page.units.forEach((unit, index) => {
      if (unit.kind === 'heading') {
        inReviews = TESTIMONIAL_HEADING.test(fold(unit.text));
        return;
      }
      const quoted = /^[«“"]/.test(unit.text);
      const next = page.units[index + 1];
      const authorLine =
        next && next.text.length <= 50 ? AUTHOR.exec(next.text.replace(/^[—–-]\s*/, '')) : null;
      // In a reviews section, a quote or a line signed on the next line ("— Lina, 18 ans") is a review.
      const review = unit.kind === 'quote' || TESTIMONIAL_HINT.test(unit.hints);
      if (!(review || (inReviews && (quoted || authorLine)))) return;
      if (unit.text.length < 20 || AUTHOR.test(unit.text)) return;
      let text = unit.text.replace(/^[«“"]\s*|\s*[»”"]$/g, '');
      // "… la croûte est parfaite ! – Julie": the author signed inside the quote.
      const signed = new RegExp(
        String.raw`[»”"]?\s[–—-]\s*(${SIGNATURE})(?:,\s*\p{Lu}[\p{L}' -]{0,30})?$`,
        'u',
      ).exec(text);
      if (signed)
        text = text
          .slice(0, signed.index)
          .replace(/[»”"]\s*$/, '')
          .trim();
      const author = signed?.[1] ?? authorLine?.[1]?.trim();
      found.push({ text, author, source: sourceOf(page, unit.text) });
    });
  }
  return found.filter((t, i) => found.findIndex((u) => u.text === t.text) === i);
}
