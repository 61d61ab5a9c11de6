import { personOf } from './material-facts';
import type { WriterFacts } from '../writer.port';

const CAPITALISED = /\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}\p{Ll}+)?/gu;
/** Capitalised words that start a role or a signature but name nobody. */
const NOT_NAMES = /^(?:Famille|Madame|Monsieur|Mme|Mlle|M|Client|Cliente|Chef|Maître|Docteur|Dr|Le|La|Les)$/u;

/**
 * Every person's name the business's facts give, as single capitalised words other than titles and articles
 * ("Yann Le Goff" → "Yann", "Goff"): the founder line, the people and the
 * testimonials' authors the analysis found, the signatures after a customer's words ("— Léa") and a newcomer
 * a note announces ("Inès rejoint…"). A hashtag or a know-how line is never made of them.
 */
export function personNamesOf(facts: WriterFacts): string[] {
  const { analysis } = facts;
  const lines: string[] = [];
  const founder = (analysis?.company_expertise.founder_info ?? '').trim();
  const named = personOf(founder)?.name;
  if (named) lines.push(named);
  else if (/^\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}$/u.test(founder)) lines.push(founder);
  for (const person of facts.facts?.people ?? []) lines.push(person.name);
  for (const testimonial of facts.facts?.testimonials ?? []) lines.push(testimonial.author ?? '');
  for (const testimonial of analysis?.social_proof.testimonials ?? []) {
    const signature = /[—–-]\s*([^—–-]{1,40})$/u.exec(testimonial.trim());
    if (signature) lines.push(signature[1]!);
  }
  for (const note of facts.notes) {
    const arriving = /(\p{Lu}\p{Ll}+)\s+(?:rejoint|arrive|nous rejoint)/u.exec(note.content);
    if (arriving) lines.push(arriving[1]!);
  }
  const words = lines.flatMap((line) => line.match(CAPITALISED) ?? []).filter((w) => !NOT_NAMES.test(w));
  return [...new Set(words)];
}
