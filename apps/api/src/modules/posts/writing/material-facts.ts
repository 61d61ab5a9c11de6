import { nounOf, type Noun } from './french-nouns';
import { bare, clip } from '../../../lib/text-tools';

/**
 * The concrete facts a post is built around, typed, each as the business stated it. The writer never states
 * anything no fact says: an offer's price only beside that offer, a person only with the role the site gives.
 */
export interface OfferFact {
  name: string;
  noun: Noun;
  price: string;
  detail: string;
  kind: 'product' | 'service';
}

export interface PersonFact {
  name: string;
  role: string;
}

/** How the business can be reached, from what it states: a booking only when it takes bookings. */
export interface ContactMeans {
  /** "table" for a restaurant, "place" for classes, "rendez-vous" elsewhere, null when no booking is stated. */
  booking: 'table' | 'place' | 'rendez-vous' | null;
  /** The business says one comes without an appointment ("sans rendez-vous"). */
  walkIn?: boolean;
  /** It goes to its customers (a plumber, a mobile groomer) rather than receiving them. */
  travels?: boolean;
  order: boolean;
  phone: string;
  email: string;
  website: string;
  /** A street address one can walk to (a number, a postcode), not "Rennes et environs". */
  address: string;
  /** Where the business works ("Rennes et environs"), the address otherwise. */
  area: string;
}

const DAYS = /\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|midi et soir)s?(?!\p{L})/iu;
const PARTICIPLE = /^\p{L}+(?:é|ée|és|ées|is|it|its|uit|uits)$/iu;

/** The offers a profile's description lists ("Coupes, couleurs et balayages sur rendez-vous à Nantes"), for a
 * business whose site was never analysed; the clause naming days is its opening hours. */
export function descriptionFacts(description: string): { offers: string[]; hours: string } {
  const first = bare(description.split(/(?<=[.!?])\s/u)[0] ?? '');
  const clauses = first.split(/,\s+/u);
  const hours =
    clauses.find((clause) => DAYS.test(clause) && !PARTICIPLE.test(clause.split(/\s+/u)[0] ?? '')) ?? '';
  const offers = clauses
    .filter((clause) => clause !== hours)
    .flatMap((clause) =>
      // "et" lists offers ("coupes et balayages") but not a complement ("pour chiens et chats").
      clause.split(/\s+et\s+/u).reduce<string[]>((items, part) => {
        const last = items.at(-1);
        if (last !== undefined && /\bpour\s+\p{L}+$/u.test(last))
          items[items.length - 1] = `${last} et ${part}`;
        else items.push(part);
        return items;
      }, []),
    )
    .map((item) =>
      item
        .replace(/\s+(?:sur rendez-vous|sur réservation)\b.*$/iu, '')
        .replace(/\s+à\s+\p{Lu}[\p{L}' -]*$/u, '')
        .trim(),
    )
    .filter((item) => {
      const words = item.split(/\s+/u);
      return (
        words.length <= 7 &&
        !/\d/u.test(item) &&
        !/^(?:le|la|les|l['’]|un|une|des|du|de|à|au|aux|en|pour|avec|sur|sans|dans|chez|autour|près|proche|partout|jusqu['’]\p{L}*|non)$/iu.test(
          words[0] ?? '',
        ) &&
        // A place ("Vannes et alentours") is where the business works, not something it offers.
        !/^\p{Lu}/u.test(item.replace(/^(?:\p{Ll}+\s)+/u, '')) &&
        !PARTICIPLE.test(words[0] ?? '')
      );
    });
  return { offers: offers.map((offer) => clip(offer, 60)), hours: hours.trim() };
}

export function offerFact(name: string, price: string, detail: string, kind: OfferFact['kind']): OfferFact {
  return { name, noun: nounOf(name), price: bare(price), detail: bare(detail), kind };
}

/** "Étienne Martin, boulanger depuis 1998" → the name and the role, as the site wrote them. */
export function personOf(line: string): PersonFact | null {
  const match = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s*(?:,|:|–|-)\s*(.+)$/u.exec(line.trim());
  if (!match) return null;
  return { name: match[1]!, role: bare(match[2]!) };
}

/** Quality labels a fact states ("Label Rouge", "AOP", "bio"): they make hashtags. */
export function labelsIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\b(Label Rouge|AOP|AOC|IGP|bio|Bio|Agriculture biologique)\b/gu))
      found.add(match[1]!.toLowerCase() === 'bio' ? 'Bio' : match[1]!);
  }
  return [...found];
}

/** The town: after a postcode ("68000 Colmar"), else the first proper noun ("Rennes et environs"). */
export function townOf(coordinates: string, description: string): string {
  const afterCode = /\b\d{5}\s+(\p{Lu}[\p{L}'’ -]*?)\s*(?:,|$|\n)/mu.exec(coordinates);
  if (afterCode) return afterCode[1]!.trim();
  const lone = /^(\p{Lu}[\p{L}'’-]+)(?:\s+et\s+(?:ses\s+)?(?:environs|alentours)|\s+et sa région)?\s*$/u.exec(
    coordinates.trim(),
  );
  if (lone && !/^(?:Lieu-dit|Rue|Place)/u.test(lone[1]!)) return lone[1]!;
  const inDescription = /\bà\s+(\p{Lu}[\p{L}'’-]+)/u.exec(description);
  return inDescription?.[1] ?? '';
}
