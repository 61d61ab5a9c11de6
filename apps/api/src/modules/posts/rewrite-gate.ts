import type { PostPlatform } from '@plume/contracts/posts';
import { euroAmounts } from './quality/fact-checks';
import { checkPost, gateContextOf, type GateContext, type QualityIssue } from './quality/gate';
import { registerOf } from './writing/voice';
import type { WriterFacts, WrittenPost } from './writer.port';

/**
 * The quality gate for a rewrite. What the owner writes in the request is a fact (a new price, an offer, a
 * date); the register is the one the rewritten text speaks (the owner may ask for tu or vous), so only a mix is
 * refused. A fault the post already had before the request is not the rewrite's: the gate refuses the rewrite
 * for the faults it brings.
 */
export function rewriteGateContext(facts: WriterFacts, request: string, rewritten: WrittenPost): GateContext {
  const context = gateContextOf(facts);
  const asked = euroAmounts(request);
  const said = request.toLowerCase();
  return {
    ...context,
    register: registerOf(rewritten.text),
    stated: {
      ...context.stated,
      pricedItems: context.stated.pricedItems.map((item) => ({
        ...item,
        prices: [...item.prices, ...asked],
      })),
      otherPrices: [...context.stated.otherPrices, ...asked],
      statedText: `${context.stated.statedText}\n${said}`,
      noteText: `${context.stated.noteText}\n${said}`,
    },
  };
}

const key = (issue: QualityIssue) => `${issue.kind}\u0000${issue.excerpt}`;

/** The gate's findings on the rewrite that the original post did not already have. */
export async function rewriteIssues(input: {
  facts: WriterFacts;
  request: string;
  platform: PostPlatform;
  date: string;
  original: WrittenPost;
  rewritten: WrittenPost;
}): Promise<QualityIssue[]> {
  const context = rewriteGateContext(input.facts, input.request, input.rewritten);
  const before = new Set(
    (await checkPost(input.original, input.platform, input.date, context)).map((issue) => key(issue)),
  );
  const after = await checkPost(input.rewritten, input.platform, input.date, context);
  return after.filter((issue) => !before.has(key(issue)));
}

const DESCRIPTIONS: Record<string, (excerpt: string) => string> = {
  orthographe: (x) => `mot inconnu du correcteur « ${x} »`,
  registre: (x) => `tutoiement et vouvoiement mêlés (« ${x} »)`,
  'registre-mixte': (x) => `tutoiement et vouvoiement mêlés (« ${x} »)`,
  prix: (x) => `prix qui ne correspond à aucun tarif connu (« ${x} »)`,
  'hors-saison': (x) => `événement hors de sa saison (« ${x} »)`,
  'offre-inventee': (x) => `offre qu’aucune de vos informations n’annonce (« ${x} »)`,
  hashtag: (x) => `hashtag refusé ${x}`,
  longueur: (x) => `texte trop long pour ce réseau (${x} caractères)`,
  'hashtags-nombre': (x) => `trop de hashtags pour ce réseau (${x})`,
  'mot-double': (x) => `mot répété « ${x} »`,
  contraction: (x) => `contraction manquante « ${x} »`,
  elision: (x) => `élision manquante « ${x} »`,
  'mots-colles': (x) => `mots collés « ${x} »`,
  guillemets: (x) => `guillemets mal fermés « ${x} »`,
  majuscule: (x) => `phrase sans majuscule « ${x} »`,
  typographie: (x) => `typographie « ${x} »`,
  espaces: (x) => `espaces en trop « ${x} »`,
};

/** The owner's explanation: what the gate found, in French, three findings at most. */
export function describeIssues(issues: QualityIssue[]): string {
  const shown = issues
    .slice(0, 3)
    .map((issue) =>
      (DESCRIPTIONS[issue.kind] ?? ((x: string) => `${issue.kind} « ${x} »`))(issue.excerpt.trim()),
    );
  const more = issues.length > 3 ? ` et ${issues.length - 3} autre(s) point(s)` : '';
  return `${shown.join(' ; ')}${more}`;
}
