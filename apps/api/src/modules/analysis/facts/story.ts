import type { ReadPage, Unit } from './read-page';
import { sourceOf } from './read-page';
import type { SiteFacts } from './site-facts';
import { fold, sentences } from './text-patterns';

const STORY_HEADING =
  /\b(histoire|historique|qui sommes nous|a propos|notre maison|la maison|nos origines|notre parcours|depuis|l aventure|notre ferme|le domaine|presentation)\b/;
const MISSION_HEADING =
  /\b(mission|valeurs|engagements?|philosophie|notre promesse|convictions|ce qui nous anime|notre vision|notre demarche|notre ambition)\b/;
/** Words that open a statement of what the business stands for ("Notre parti pris : …", "Ici, pas de …"). */
const MISSION_SENTENCE =
  /\b(notre mission|nous nous engageons|notre engagement|notre ambition|notre objectif|notre promesse|nous croyons|notre philosophie|notre vocation|nous voulons|nous voulions|on voulait|nous avons a coeur|notre parti pris|notre idee|notre conviction|notre metier c est|ici pas de|chez nous pas de)\b/;
/** What makes a text a story: it tells what happened (a year, an opening, a take-over, a family, a past). */
const NARRATIVE =
  /\b((?:18|19|20)\d{2}|il y a \d+ ans|a ouvert|avons ouvert|ont ouvert|fondee?s?|creee?s?|a repris|avons repris|reprise|installee?s?|a commence|avons commence|a debute|generations?|grands? (?:pere|mere|parents)|parents|aventure|ancienne?|autrefois|a l origine)\b/;
/** A sentence that tells when or how the business began or changed hands ("Depuis 1995…", "Elle a repris en
 * 2012 l’auto-école fondée par son père"). */
const FOUNDING_SENTENCE =
  /\b(depuis (?:18|19|20)\d{2}|(?:fonde|cree|ouvert|repris|reprend|install)\w*\b[^.]{0,60}\b(?:18|19|20)\d{2}|(?:18|19|20)\d{2}\b[^.]{0,60}\b(?:fonde|cree|ouvert|ouvre|repris|reprend|install)\w*|(?:fondee?|creee?) par)\b/;
const VALUES_HEADING = /\b(valeurs|engagements?|nos convictions)\b/;

const prose = (units: Unit[]) =>
  units.filter((u) => u.kind !== 'heading' && u.kind !== 'row' && u.text.length > 30).map((u) => u.text);

/** Sections of a page: each heading with the units that follow it up to the next heading of its level. */
function sections(units: Unit[]): Array<{ heading: string; body: Unit[] }> {
  const out: Array<{ heading: string; body: Unit[] }> = [];
  units.forEach((unit, index) => {
    if (unit.kind !== 'heading') return;
    const end = units.findIndex((u, i) => i > index && u.kind === 'heading' && u.level <= unit.level);
    out.push({ heading: unit.text, body: units.slice(index + 1, end === -1 ? undefined : end) });
  });
  return out;
}

/** A page's mission statements: each paragraph from its first mission sentence on, then mission sections. */
function missionParts(page: ReadPage): string[] {
  const parts: string[] = [];
  for (const text of prose(page.units)) {
    const all = sentences(text);
    const first = all.findIndex((s) => MISSION_SENTENCE.test(fold(s)));
    if (first !== -1) parts.push(all.slice(first).join(' '));
  }
  const section = sections(page.units).find((s) => MISSION_HEADING.test(fold(s.heading)));
  for (const text of section ? prose(section.body) : [])
    if (!parts.some((part) => part.includes(text) || text.includes(part))) parts.push(text);
  return parts;
}

/** The story: the about / history pages' text, else a "Notre histoire" section elsewhere; never the home
 * page's hero text. The mission: a mission or values section, else a sentence that states it. */
export function extractStory(pages: ReadPage[]): Pick<SiteFacts, 'story' | 'mission' | 'values'> {
  const about = pages.filter((page) => page.role === 'about' || page.role === 'team');
  const result: Pick<SiteFacts, 'story' | 'mission' | 'values'> = { values: [] };
  let storyText: string[] = [];
  let storyPage: ReadPage | undefined;
  for (const page of about.filter((p) => p.role === 'about')) {
    const missionless = sections(page.units).filter((s) => MISSION_HEADING.test(fold(s.heading)));
    const excluded = new Set(missionless.flatMap((s) => s.body));
    storyText = prose(page.units.filter((u) => !excluded.has(u)));
    if (!storyText.length) storyText = prose(page.units);
    if (storyText.length) {
      storyPage = page;
      break;
    }
  }
  if (!storyText.length) {
    for (const page of pages.filter((p) => p.role !== 'blog')) {
      const section = sections(page.units).find((s) => STORY_HEADING.test(fold(s.heading)));
      // A "Qui sommes-nous ?" box that only introduces the team today tells no story.
      if (section && prose(section.body).length && NARRATIVE.test(fold(prose(section.body).join(' ')))) {
        storyText = prose(section.body);
        storyPage = page;
        break;
      }
    }
  }
  if (!storyText.length) {
    // No history page nor section: the sentences that tell when and how the business began, site-wide.
    for (const page of pages.filter((p) => p.role !== 'blog')) {
      const told = prose(page.units)
        .flatMap(sentences)
        .filter((s) => FOUNDING_SENTENCE.test(fold(s)));
      if (told.length && !storyPage) storyPage = page;
      storyText.push(...told.filter((s) => !storyText.includes(s)));
    }
  }
  if (storyPage && storyText.length) {
    const text = storyText.join(' ').slice(0, 2000);
    result.story = { text, source: sourceOf(storyPage, storyText[0]!) };
  }

  const missionPages = [...about, ...pages.filter((p) => p.role !== 'about' && p.role !== 'blog')];
  for (const page of missionPages) {
    for (const section of sections(page.units)) {
      const heading = fold(section.heading);
      if (VALUES_HEADING.test(heading) && !result.values.length) {
        const items = section.body.filter((u) => ['item', 'heading', 'term'].includes(u.kind));
        result.values = items.map((u) => ({ text: u.text, source: sourceOf(page, u.text) })).slice(0, 8);
      }
    }
  }
  // The mission: on the first page that states one, every paragraph from its mission sentence on, with the
  // prose of its mission or values section ("Nos engagements").
  for (const page of missionPages) {
    const parts = missionParts(page);
    if (parts.length) {
      result.mission = { text: parts.join(' ').slice(0, 1200), source: sourceOf(page, parts[0]!) };
      break;
    }
  }
  return result;
}

const YEAR_STATEMENT =
  /\b(?:fond[ée]e?s?|cr[ée]{2}e?s?|ouverte?s?|n[ée]e?|install[ée]e?s?|lanc[ée]e?|reprise?)\s+(?:en|depuis)\s+((?:18|19|20)\d{2})\b|\bdepuis\s+(?:l'an(?:n[ée]e)?\s+)?((?:18|19|20)\d{2})\b|\ben\s+((?:18|19|20)\d{2}),\s+[^.]{0,80}?\b(?:fond[ée]|cr[ée]{2}|ouvr[ei]|ouvert|install[ée]|lanc[ée]|na[iî]t|a vu le jour)|(?:\b(?:a|ont|avons)\s+(?:ouvert|fond[ée]|cr[ée]{2})|\bd['’]ouvrir)\s[^.]{0,50}?\ben\s+(?:[a-zéû]+\s+)?((?:18|19|20)\d{2})\b|\b(?:accueilli|re[çc]u|servi)\s+(?:leurs?|nos|ses|notre|son|sa|les)\s+premi[eè]re?s\s+(?:clients?|clientes|h[ôo]tes|patients?|[ée]l[eè]ves|convives|visiteurs)\s+en\s+((?:18|19|20)\d{2})\b/gi;

/** The founding year, only from a sentence that states it ("fondée en 1998", "depuis 1952", "a ouvert l’Atelier
 * en 2014"). */
export function extractFoundingYear(pages: ReadPage[], thisYear: number): SiteFacts['foundingYear'] {
  for (const page of pages.filter((p) => p.role !== 'blog' && p.role !== 'legal')) {
    for (const unit of [...page.units, ...page.chrome]) {
      const text = unit.text.normalize('NFC');
      for (const m of text.matchAll(YEAR_STATEMENT)) {
        const year = Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
        // "nous ne les faisons plus depuis 2024": a service stopped, not a business started.
        const stopped = m[2] && /\bplus\s+$/i.test(text.slice(0, m.index));
        if (year <= thisYear && !stopped) return { year, source: sourceOf(page, m[0]) };
      }
    }
  }
  return undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
};
const COUNT = String.raw`(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const TEAM_SIZE = new RegExp(
  String.raw`(?<!\p{L})(?:[ée]quipe\s*(?:de|d['’]une?|:)\s+${COUNT}|nous\s+sommes\s+${COUNT}|${COUNT}\s+(?:salari[ée]s|collaborat(?:eur|rice)s|employ[ée]s|compagnons|artisans|personnes\s+(?:passionn[ée]es|à\s+votre\s+service|dans\s+l['’][ée]quipe)))\b`,
  'iu',
);

/** The head count, only when the site states it ("une équipe de 8 personnes", "nous sommes cinq"). */
export function extractTeamSize(pages: ReadPage[]): SiteFacts['teamSize'] {
  for (const page of pages.filter((p) => p.role !== 'blog' && p.role !== 'legal')) {
    for (const unit of page.units) {
      const m = TEAM_SIZE.exec(unit.text);
      const raw = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').toLowerCase();
      const count = NUMBER_WORDS[raw] ?? Number(raw);
      if (m && count > 0 && count < 500) return { count, source: sourceOf(page, m[0]) };
    }
  }
  return undefined;
}
