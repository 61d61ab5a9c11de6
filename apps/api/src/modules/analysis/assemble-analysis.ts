import type { AnalysisContent } from '@plume/contracts/website-analysis';
import type { ItemFact, SiteFacts } from './facts/site-facts';
import { fold, shorten, unique } from './facts/text-patterns';
import { toHashtag, tokenize } from './french-keywords';
import { suggestAudience, suggestBrandTone, type SourcedText } from './tone-and-audience';

const DAY_LABEL = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** "Mardi : 07:00–13:00, 15:30–19:30" lines, for the summary and the LLM prompt. */
export function hoursLines(facts: SiteFacts): string[] {
  return facts.hours.map(
    (h) =>
      `${DAY_LABEL(h.day)} : ${h.closed ? 'fermé' : h.ranges.map((r) => `${r.opens}–${r.closes}`).join(', ')}`,
  );
}

/** Keywords from the trade, the town, the products and the labels: never people's names nor stop words. */
export function factKeywords(facts: SiteFacts): string[] {
  const names = new Set(facts.people.flatMap((p) => tokenize(p.name)));
  const fromItems = facts.items.flatMap((item) => [item.category ?? '', item.name]).flatMap(tokenize);
  const counts = new Map<string, number>();
  for (const word of fromItems) if (!names.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const frequent = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  return unique(
    [facts.trade?.text, facts.town?.text, ...facts.labels.map((l) => l.text), ...frequent]
      .filter((k): k is string => Boolean(k))
      .filter((k) => !names.has(k.toLowerCase())),
    fold,
  ).slice(0, 15);
}

/** The site's own passages that tone and audience are read from: story, mission and item descriptions. */
export function toneTexts(facts: SiteFacts): SourcedText[] {
  return [
    facts.story,
    facts.mission,
    ...facts.items.map((i) => (i.description ? { text: i.description, source: i.source } : undefined)),
  ].filter((t): t is SourcedText => Boolean(t?.text));
}

/** "6 artisans", "8 salariés": the count with the word the site uses, else "personnes". */
const teamSizeText = (count: number, snippet: string) => {
  const noun = /\d+\s+(salari\S+|collaborat\S+|employ\S+|compagnons|artisans|personnes)/iu.exec(snippet)?.[1];
  return `${count} ${noun ?? 'personnes'}`;
};

const priceOf = (item: ItemFact) =>
  item.priceText
    ? `${item.priceText}${item.unit && !item.priceText.includes(item.unit) ? ` ${item.unit}` : ''}`
    : '';

/** The specification's analysis fields, assembled from the facts only: what the site does not say stays
 * empty (the analysis card hides empty fields). */
export function assembleAnalysis(facts: SiteFacts, websiteUrl: string): AnalysisContent {
  const name = facts.businessName?.text ?? new URL(websiteUrl).hostname;
  const services = facts.items.filter((item) => item.kind === 'service');
  const products = facts.items.filter((item) => item.kind === 'product');
  const categories = unique(facts.items.map((item) => item.category ?? '').filter(Boolean));
  const mainServices = services.length ? services.map((s) => s.name) : categories;
  const keywords = factKeywords(facts);
  const story = facts.story?.text ?? '';
  const texts = toneTexts(facts);
  const place = facts.town ? ` à ${facts.town.text}` : '';
  const since = facts.foundingYear ? `, depuis ${facts.foundingYear.year}` : '';
  const summary = [
    `${name}${facts.trade ? ` : ${facts.trade.text}${place}${since}.` : `${place}${since}.`}`,
    mainServices.length ? `Offre : ${mainServices.slice(0, 6).join(', ')}.` : '',
    products.some((p) => p.priceText)
      ? `${products.filter((p) => p.priceText).length} prix affichés sur le site.`
      : '',
    facts.labels.length ? `Labels : ${facts.labels.map((l) => l.text).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const founder = facts.people.find((p) => /fondat|cr[ée]at|g[ée]rant|patron/i.test(p.role ?? ''));
  const testimonials = facts.testimonials.map((t) =>
    t.author ? `« ${t.text} » — ${t.author}` : `« ${t.text} »`,
  );
  return {
    analysis_summary: summary,
    storytelling_analysis: story,
    business_ai: summary,
    storytelling_ai: shorten(story, 600),
    brand_tone: suggestBrandTone(texts)?.value ?? '',
    target_audience: suggestAudience(texts)?.value ?? '',
    main_services: mainServices,
    products_services_details: services.map((s) =>
      s.description ? `${s.name} : ${shorten(s.description, 240)}` : s.name,
    ),
    company_expertise: {
      founder_info: founder ? `${founder.name}${founder.role ? `, ${founder.role}` : ''}` : '',
      team_size: facts.teamSize ? teamSizeText(facts.teamSize.count, facts.teamSize.source.snippet) : '',
      key_skills: unique([...categories, ...services.map((s) => s.name)]).slice(0, 8),
      certifications: facts.labels.map((l) => l.text),
      experience_years: facts.foundingYear ? `depuis ${facts.foundingYear.year}` : '',
    },
    unique_value_proposition: facts.mission?.text ?? '',
    key_topics: keywords.slice(0, 10),
    content_suggestions: [
      ...mainServices.slice(0, 3).map((s) => `Présenter « ${s} » avec une photo et un avantage concret`),
      ...products
        .filter((p) => p.priceText)
        .slice(0, 2)
        .map((p) => `Mettre en avant ${p.name} (${priceOf(p)})`),
      ...facts.offers.map((o) => `Annoncer l’offre « ${o.title} »`),
      ...(testimonials.length ? ['Partager un témoignage client en citation illustrée'] : []),
      ...(story ? ['Raconter l’histoire de la maison en quelques lignes'] : []),
    ],
    products_catalog: products.map((p) => ({
      name: p.name,
      description: p.description ?? p.category ?? '',
      price: priceOf(p),
      features: p.unit ? [p.unit] : [],
    })),
    services_detailed: services.map((s) => ({
      service_name: s.name,
      description: s.description ?? s.category ?? '',
      pricing: priceOf(s),
      benefits: [],
    })),
    company_story: { mission: facts.mission?.text ?? '', values: facts.values.map((v) => v.text) },
    social_proof: {
      testimonials,
      achievements: [
        ...(facts.foundingYear ? [`Fondée en ${facts.foundingYear.year}`] : []),
        ...facts.labels.map((l) => l.text),
      ],
    },
    content_goldmine: {
      expertise_areas: unique([...categories, ...mainServices]).slice(0, 8),
      tips_tricks: unique((facts.tips ?? []).map((t) => t.text)).slice(0, 6),
    },
    hashtag_strategy: {
      primary: keywords.slice(0, 5).map(toHashtag),
      secondary: keywords.slice(5, 12).map(toHashtag),
    },
    visual_content_ideas: [
      ...products.slice(0, 3).map((p) => `Photo produit : ${p.name} en situation`),
      ...services.slice(0, 3).map((s) => `Coulisses : ${s.name} en train d’être réalisé`),
      ...(facts.people.length ? ['L’équipe au travail, pour illustrer votre histoire'] : []),
    ],
    contact_details: {
      emails: facts.emails.map((e) => e.text),
      phones: facts.phones.map((p) => p.text),
    },
  };
}
