import type { AnalysisContent } from '@plume/contracts/website-analysis';
import { findPrices, fold } from './facts/text-patterns';

/** Checks an analysis written by a model against the site's own text: every price, number, name and
 * contact detail the site does not contain is dropped (a sentence with an invented number goes with it). */
export function verifyAgainstSource(content: AnalysisContent, sourceText: string): AnalysisContent {
  const folded = ` ${fold(sourceText)} `;
  const prices = new Set(findPrices(sourceText).map((p) => p.value));
  const numbers = new Set(sourceText.match(/\d+/g) ?? []);
  const digits = sourceText.replace(/\D/g, '');
  const stated = (name: string) => name.trim() !== '' && folded.includes(` ${fold(name)} `);
  const numbersStated = (text: string) => (text.match(/\d+/g) ?? []).every((n) => numbers.has(n));
  const priceStated = (text: string) => findPrices(text).every((p) => prices.has(p.value));
  /** Sentences whose numbers and prices all come from the site. */
  const keep = (text: string) =>
    text
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => numbersStated(sentence) && priceStated(sentence))
      .join(' ');
  const keepAll = (list: string[]) => list.map(keep).filter(Boolean);
  const capitalised = (text: string) => text.match(/\b\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\b/gu) ?? [];

  return {
    ...content,
    analysis_summary: keep(content.analysis_summary),
    storytelling_analysis: keep(content.storytelling_analysis),
    business_ai: keep(content.business_ai),
    storytelling_ai: keep(content.storytelling_ai),
    main_services: content.main_services.filter(stated),
    products_services_details: keepAll(content.products_services_details),
    company_expertise: {
      founder_info: capitalised(content.company_expertise.founder_info).every(stated)
        ? keep(content.company_expertise.founder_info)
        : '',
      team_size: numbersStated(content.company_expertise.team_size)
        ? content.company_expertise.team_size
        : '',
      key_skills: content.company_expertise.key_skills,
      certifications: content.company_expertise.certifications.filter(stated),
      experience_years: numbersStated(content.company_expertise.experience_years)
        ? content.company_expertise.experience_years
        : '',
    },
    unique_value_proposition: keep(content.unique_value_proposition),
    content_suggestions: keepAll(content.content_suggestions),
    products_catalog: content.products_catalog
      .filter((p) => stated(p.name))
      .map((p) => ({ ...p, price: priceStated(p.price) ? p.price : '', description: keep(p.description) })),
    services_detailed: content.services_detailed
      .filter((s) => stated(s.service_name))
      .map((s) => ({
        ...s,
        pricing: priceStated(s.pricing) ? s.pricing : '',
        description: keep(s.description),
      })),
    company_story: {
      mission: keep(content.company_story.mission),
      values: keepAll(content.company_story.values),
    },
    social_proof: {
      testimonials: content.social_proof.testimonials.filter((t) =>
        stated(t.replace(/^[«"\s]+|[»"\s]+$/g, '').split(' — ')[0] ?? ''),
      ),
      achievements: keepAll(content.social_proof.achievements),
    },
    contact_details: {
      emails: content.contact_details.emails.filter((e) =>
        sourceText.toLowerCase().includes(e.toLowerCase()),
      ),
      phones: content.contact_details.phones.filter((p) => {
        const d = p.replace(/\D/g, '').replace(/^33/, '0');
        return d.length >= 9 && digits.includes(d.slice(-9));
      }),
    },
  };
}
