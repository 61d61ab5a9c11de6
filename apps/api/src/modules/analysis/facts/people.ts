/**
 * People as the site names them, with their role when it is stated: the current team only, read on team and
 * about pages and in a "Qui sommes-nous" or history section elsewhere. Never from the legal notice, reviews or
 * a founder of an earlier generation ("créé en 1962 par mon grand-père").
 */
import type { ReadPage, Unit } from './read-page';
import { sourceOf } from './read-page';
import type { PersonFact } from './site-facts';
import { fold } from './text-patterns';

const NAME =
  /^(?:[A-ZÉÈÎ][a-zéèêëïîôöüç]+(?:-[A-ZÉÈ][a-zéèêëïîôöüç]+)?)(?:\s+(?:[A-ZÉÈ][\p{L}'-]+|[A-Z]\.)){0,2}$/u;
const ROLE_WORDS =
  /(?<!\p{L})(fondat(?:eur|rice)|g[ée]rant[e]?|patron(?:ne)?|chef|apprenti[e]?|boulang[eè]re?|p[âa]tissi[eè]re?|vendeu(?:r|se)|coiffeu(?:r|se)|coloriste|barbier|esth[ée]ticien(?:ne)?|m[ée]canicien(?:ne)?|technicien(?:ne)?|plombier|chauffagiste|[ée]lectricien(?:ne)?|fleuriste|libraire|caviste|sommeli[eè]re?|cuisini[eè]re?|serveu(?:r|se)|responsable|directeur|directrice|associ[ée]e?|co-?fondat(?:eur|rice)|ma[îi]tre|compagnon|agricult(?:eur|rice)|[ée]leveu(?:r|se)|mara[îi]ch(?:er|[eè]re)|second|commis|assistant[e]?|conseill(?:er|[eè]re)|styliste|praticien(?:ne)?|propri[ée]taire|artisan|monit(?:eur|rice)|format(?:eur|rice)|secr[ée]tari(?:at|at\p{L}*|e)|fromag[eè]re?|affineu(?:r|se)|bouch[eè]re?|opticien(?:ne)?|cordonni[eè]re?|toiletteu(?:r|se)|pizzaiolo|chocolati[eè]re?|biblioth[ée]caire|ost[ée]opathe|kin[ée]sith[ée]rapeute|h[ôo]te(?:sse)?|accompagnat(?:eur|rice)|vente|m[ée]decin|infirmi[eè]re?|brasseu(?:r|se)|co-?fondat(?:eur|rice)s?|cofondat(?:eur|rice))(?!\p{L})/iu;
/** What someone does, said with a verb or a place of work ("qui vous accueille en boutique", "en cuisine"). */
const ROLE_CLAUSE =
  /^(?:qui\s+(?:vous\s+)?(?:accueille|re[çc]oit|conseille|s['’]occupe|g[èe]re|pr[ée]pare|cuisine|forme)|en\s+(?:cuisine|salle|boutique|caisse|atelier))/iu;
/** Capitalised words that open a sentence and are not first names. */
const NOT_A_NAME =
  /^(aujourd|notre|nous|chez|ici|le|la|les|un|une|depuis|apres|avec|pour|sa|son|ses|leur|elle|il|ils|elles|tout|en|et|mais|puis|enfin|bienvenue|merci|bonjour|madame|monsieur|mme|m)$/;
const FIRST = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
/** Not inside a proper name ("La Cave des Remparts a ouvert", "Le Comptoir du Thiou a ouvert"). */
const NOT_IN_PROPER_NAME = String.raw`(?<!(?:\b(?:de|des|du|d['’]|le|la|les|au|aux|l['’]|rue|avenue|boulevard|place|all[ée]e|chemin|quai|impasse|route|cours)\s*|\p{Lu}[\p{L}'’-]*\s+))`;
/** "Mehdi, caviste, a repris…", "Hervé, le patron ; Kevin, technicien…", "Lucie, qui vous accueille…". */
const APPOSITION = new RegExp(
  String.raw`(?:^|[\s(;:,])${NOT_IN_PROPER_NAME}(${FIRST})\s*,\s*([^,;.()!?]{3,60})`,
  'gu',
);
/** "Esthéticienne diplômée, Émilie a travaillé…": the role first. */
const ROLE_FIRST = new RegExp(
  String.raw`^([^,;.]{3,40}),\s*(${FIRST})\s+(?:a|est|vous|travaille|s['’])\s`,
  'u',
);
/** "Sa sœur Aurélie", "leur petit-fils Guillaume": a relative of the team, named. */
const RELATIVE = new RegExp(
  String.raw`(?<!\p{L})(?:[Ss]on|[Ss]a|[Ll]eur|[Nn]otre|[Mm]on|[Mm]a)\s+(?:fr[èe]re|s[œo]e?ur|fils|fille|petit-fils|petite-fille|[ée]pouse|[ée]poux|mari|femme|associ[ée]e?|compagne|compagnon)\s+(${FIRST})`,
  'gu',
);
/** "Gaëlle s'occupe des volailles et de la transformation", "Camille en salle", "Nicolas a créé …". */
const DOES = new RegExp(
  String.raw`(?:^|[\s(;:,])${NOT_IN_PROPER_NAME}(${FIRST})\s+(s['’]occupe\s+(?:de|des|du)\s+[^,;.()]{3,60}|en\s+(?:cuisine|salle|boutique|caisse|atelier)(?!\p{L})|a\s+(?:cr[ée]{2}|fond[ée]|ouvert)\s)`,
  'gu',
);
const ELLIPSIS = new RegExp(
  String.raw`s['’]occupe\s+[^.;]*?,\s*(${FIRST})\s+((?:des|du|de\s+la|de\s+l['’])\s*[^,;.()]{3,60})`,
  'gu',
);
/** "c'est Christophe, son petit-fils, qui tient la boutique": who does it today. */
const IT_IS = new RegExp(String.raw`\bc['’]est\s+(${FIRST})(?=\s*,|\s+qui\s)`, 'gu');
const SECTION_OF_PEOPLE =
  /\b(qui sommes nous|equipe|notre histoire|l histoire|a propos|nous connaitre|vos hotes|nos hotes|vos interlocuteurs)\b/;

const isName = (name: string) => NAME.test(name) && !NOT_A_NAME.test(fold(name)) && !ROLE_WORDS.test(name);
/** The role's own words: up to the first full stop or colon ("Gérante et monitrice. Elle a repris…"); an
 * initial's dot ("Ostéopathe D.O.") is not a full stop. */
const leadingRole = (text: string) => text.split(/(?<!(?<!\p{L})\p{Lu})[.:;!?](?=\s|$)/u)[0]!.trim();

/** The units where people are named: team and about pages, and the team or history section of other pages. */
function peopleUnits(page: ReadPage): Unit[] {
  if (page.role === 'team' || page.role === 'about') return page.units;
  if (page.role === 'legal' || page.role === 'blog') return [];
  const units: Unit[] = [];
  let inSection = false;
  let level = 0;
  for (const unit of page.units) {
    if (unit.kind === 'heading') {
      if (inSection && unit.level <= level) inSection = false;
      if (SECTION_OF_PEOPLE.test(fold(unit.text))) [inSection, level] = [true, unit.level];
      // A member's name as a card heading under "L'équipe" ("Claire Dubreuil" / "Ostéopathe D.O.").
      else if (inSection) units.push(unit);
      continue;
    }
    if (inSection) units.push(unit);
  }
  return units;
}

/** The people one line names, with their roles. */
type Named = { name: string; role?: string; relative?: boolean };

function peopleInLine(text: string, next: Unit | undefined): Named[] {
  const found: Named[] = [];
  const inline = /^([^,–—:(·]{2,40})\s*[,–—:(·-]\s*([^.;)]{3,60})\)?\.?$/.exec(text);
  if (inline && isName(inline[1]!.trim()) && ROLE_WORDS.test(inline[2]!))
    return [{ name: inline[1]!.trim(), role: inline[2]!.trim() }];
  if (isName(text) && next) {
    const role = leadingRole(next.text);
    if (role.length <= 60 && ROLE_WORDS.test(role)) return [{ name: text, role }];
  }
  // "Aujourd'hui Vito, pizzaiolo, …": an adverb opening the sentence is not part of a proper name.
  const sentence = text.replace(
    /(^|[.!?;]\s+)(Aujourd['’]hui|Désormais|Depuis|Ensuite|Enfin|Ici|Puis|Maintenant)(?=\s)/gu,
    (_, before: string, adverb: string) => `${before}${adverb.toLowerCase()}`,
  );
  for (const m of sentence.matchAll(APPOSITION)) {
    const role = m[2]!.trim();
    if (/^(?:apr[eè]s|avant|depuis|pendant|dans|pour|avec|sans|comme)\s/iu.test(role)) continue;
    if (isName(m[1]!) && (ROLE_WORDS.test(role) || ROLE_CLAUSE.test(role))) found.push({ name: m[1]!, role });
  }
  const first = ROLE_FIRST.exec(text);
  if (first && ROLE_WORDS.test(first[1]!) && isName(first[2]!))
    found.push({ name: first[2]!, role: first[1]! });
  for (const m of text.matchAll(RELATIVE)) if (isName(m[1]!)) found.push({ name: m[1]!, relative: true });
  for (const m of text.matchAll(IT_IS)) if (isName(m[1]!)) found.push({ name: m[1]! });
  // "Gaëlle s'occupe des volailles, Thomas des cochons": the same verb, left out for the second person.
  for (const m of sentence.matchAll(ELLIPSIS))
    if (isName(m[1]!)) found.push({ name: m[1]!, role: m[2]!.trim() });
  for (const m of sentence.matchAll(DOES)) {
    if (!isName(m[1]!)) continue;
    const role = /^a\s/.test(m[2]!) ? undefined : m[2]!.replace(/^s['’]occupe\s+/u, '').trim();
    found.push({ name: m[1]!, ...(role ? { role } : {}) });
  }
  return found;
}

const FOUNDED_BY =
  /\b(?:fond[ée]e?|cr[ée]{2}e?)\s+(?:en\s+\d{4}\s+)?par\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s+\p{Lu}[\p{L}'-]+)?)/u;

/** People as the site names them, with their role ("Léa" / "Boulangère", "Léa, pâtissière", "Marc Perrin –
 * fondateur", "Mehdi, caviste, a repris la cave"); a person named twice keeps the first role found. */
export function extractPeople(pages: ReadPage[]): PersonFact[] {
  const people: PersonFact[] = [];
  const content = pages.filter((p) => p.role !== 'legal' && p.role !== 'blog');
  const text = content.flatMap((page) => page.units.map((unit) => unit.text)).join('\n');
  const mentions = (name: string) => text.split(name).length - 1;
  for (const page of pages) {
    const units = peopleUnits(page);
    units.forEach((unit, index) => {
      for (const { relative, ...person } of peopleInLine(unit.text, units[index + 1])) {
        // A relative named once belongs to the story ("Son fils Paul a repris l'atelier en 1985"); the team
        // of today is named again.
        if (relative && mentions(person.name) < 2) continue;
        people.push({ ...person, source: sourceOf(page, unit.text) });
      }
    });
  }
  // A founder counts when nobody has taken the business over since.
  const takenOver = /\b(?:a|ont)\s+repris|\breprend\b|\breprise\s+par\b/i.test(text);
  for (const page of takenOver ? [] : content) {
    for (const unit of page.units) {
      const founder = FOUNDED_BY.exec(unit.text);
      if (founder) people.push({ name: founder[1]!, role: 'fondateur', source: sourceOf(page, founder[0]) });
    }
  }
  const byName = new Map<string, PersonFact>();
  // "Malo a ouvert l'atelier" and the card "Malo Guérin": one person, named in full.
  const fuller = (name: string) =>
    !name.includes(' ') ? people.find((p) => p.name.startsWith(`${name} `)) : undefined;
  for (const found of people) {
    const person = fuller(found.name) ?? found;
    const existing = byName.get(person.name);
    if (!existing) byName.set(person.name, person);
    else if (!existing.role && person.role) byName.set(person.name, { ...existing, role: person.role });
  }
  return [...byName.values()];
}
