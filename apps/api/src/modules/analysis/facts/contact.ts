import type { ReadPage } from './read-page';
import { sourceOf } from './read-page';
import type { AddressFact, TextFact } from './site-facts';
import { findEmails, findPhones, formatPhone, unique } from './text-patterns';

const STREET_WORDS =
  'rue|avenue|av\\.|bd|boulevard|place|pl\\.|chemin|route|rte|all[ée]e|impasse|quai|cours|faubourg|fg|rond-point|zone|za|zi|zac|lieu-dit|lieudit|square|passage|voie|hameau|parvis|esplanade|mail|promenade|cit[ée]|r[ée]sidence|lotissement|venelle|sente|ruelle|chauss[ée]e|village|domaine|centre commercial|parc';
// Street words in either case of their first letter; the town must start with a capital.
const STREET = STREET_WORDS.split('|')
  .map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`)
  .join('|')
  // Business parks written as acronyms: "ZA de la Lombardière".
  .concat('|ZA|ZI|ZAC|ZAE');
const TOWN = String.raw`([A-ZÉÈÊÎÔÂ][\p{L}'’-]*(?:[ -](?:(?:sur|sous|en|le|la|les|lès|de|du|des|d'|l'|aux|au)[ -])?[A-ZÉÈÊÎÔÂ][\p{L}'’-]*)*)`;
/** "12 rue du Mené, 56000 Vannes", "Place du Marché – 29200 Brest", "3 bis, avenue Foch 75016 PARIS". */
const ADDRESS = new RegExp(
  String.raw`((?:\d{1,4}\s?(?:bis|ter|b)?,?\s+)?(?:${STREET})\b[^\n\d|]{2,70}?)[\s,–—-]+(?:BP\s*\d+\s*)?(\d{5})\s+${TOWN}`,
  'u',
);
const POSTAL_TOWN = new RegExp(String.raw`(?<![\d-])(\d{5})\s+${TOWN}`, 'u');
const TOWN_IN_TEXT = new RegExp(String.raw`(?:^|\s)(?:à|au cœur de|en plein cœur de)\s+${TOWN}`, 'u');
const NOT_TOWN = /^(cedex|france|tél|tel|téléphone|email|horaires|ouvert|du|le|la|siret|rcs)$/i;

const tidyTown = (town: string) =>
  town
    .replace(/\s+cedex.*$/i, '')
    .replace(/\s+(?:France|Tél.*|Tel.*|T[ée]l[ée]phone.*)$/i, '')
    .trim();

/** The pages contact details are read from: contact pages first, then the home page and footers. */
function ordered(pages: ReadPage[]): ReadPage[] {
  const rank = (page: ReadPage) => (page.role === 'contact' ? 0 : page.role === 'home' ? 1 : 2);
  return [...pages].filter((page) => page.role !== 'legal').sort((a, b) => rank(a) - rank(b));
}

export function extractAddress(pages: ReadPage[]): AddressFact | undefined {
  for (const page of ordered(pages)) {
    for (const units of [page.units, page.chrome]) {
      // Addresses are often split over lines ("12 rue du Mené<br>56000 Vannes"): read a unit with the next.
      for (let i = 0; i < units.length; i += 1) {
        const text = units[i]!.text;
        const withNext = `${text}, ${units[i + 1]?.text ?? ''}`;
        for (const candidate of [text, withNext]) {
          const m = ADDRESS.exec(candidate);
          if (!m) continue;
          const town = tidyTown(m[3]!);
          if (NOT_TOWN.test(town)) continue;
          return {
            street: m[1]!
              .replace(/^[\s,:–—-]+|[\s,:–—-]+$/g, '')
              .replace(/^(adresse|nous trouver)\s*:?\s*/i, ''),
            postalCode: m[2],
            town,
            source: sourceOf(page, m[0]),
          };
        }
      }
    }
  }
  return undefined;
}

/** The town, when no full address is written: a postal code followed by a name. */
export function extractTown(pages: ReadPage[]): TextFact | undefined {
  for (const page of ordered(pages)) {
    for (const unit of [...page.units, ...page.chrome]) {
      const m = POSTAL_TOWN.exec(unit.text);
      if (m && !NOT_TOWN.test(tidyTown(m[2]!)))
        return { text: tidyTown(m[2]!), source: sourceOf(page, m[0]) };
    }
  }
  // "Boulangerie au levain à Lyon": the town the home page's title, description or first heading names.
  const home = pages.find((page) => page.role === 'home');
  const headline = home?.units.find((u) => u.kind === 'heading')?.text ?? '';
  for (const text of home ? [home.model.title, home.model.description, headline] : []) {
    const m = TOWN_IN_TEXT.exec(text);
    if (m && !NOT_TOWN.test(m[1]!)) return { text: m[1]!, source: sourceOf(home!, text) };
  }
  return undefined;
}

export function extractPhones(pages: ReadPage[]): TextFact[] {
  const found: TextFact[] = [];
  for (const page of ordered(pages)) {
    for (const phone of page.model.phones)
      found.push({ text: formatPhone(phone), source: sourceOf(page, phone) });
    for (const unit of [...page.units, ...page.chrome]) {
      // A SIRET, an RCS or a fax number is not the business's phone.
      if (/siret|siren|rcs|fax/i.test(unit.text)) continue;
      for (const phone of findPhones(unit.text))
        found.push({ text: phone, source: sourceOf(page, unit.text) });
    }
  }
  return unique(found, (fact) => fact.text.replace(/\D/g, '')).slice(0, 5);
}

export function extractEmails(pages: ReadPage[]): TextFact[] {
  const found: TextFact[] = [];
  for (const page of ordered(pages)) {
    for (const email of page.model.emails) found.push({ text: email, source: sourceOf(page, email) });
    for (const unit of [...page.units, ...page.chrome]) {
      for (const email of findEmails(unit.text))
        found.push({ text: email, source: sourceOf(page, unit.text) });
    }
  }
  return unique(found, (fact) => fact.text).slice(0, 5);
}
