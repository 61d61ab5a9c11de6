import type { AnalysisContent } from '@plume/contracts/website-analysis';
import { topKeywords, toHashtag } from './french-keywords';
import type { ExtractedPage, PageSection } from './page-extractor';
import { PRICE_PATTERN } from './page-extractor';
import { detectAudience, detectBrandTone } from './tone-and-audience';

export interface SiteContent {
  websiteUrl: string;
  pages: ExtractedPage[];
}

export interface WebsiteAnalyser {
  readonly kind: 'offline' | 'llm';
  analyse(site: SiteContent, options: { deadline: number }): Promise<AnalysisContent>;
}

const SERVICE_PAGE =
  /(service|prestation|offre|soin|formule|atelier|menu|carte|tarif|produit|boutique|catalogue)/i;
const STORY_PAGE = /(propos|histoire|qui-sommes|equipe|about|notre-|valeurs|philosophie)/i;
const GENERIC_HEADING =
  /^(accueil|contact|contactez-nous|nous contacter|menu|navigation|suivez-nous|newsletter|horaires|plan d'accès|infos pratiques|mentions légales|témoignages|avis clients|ils nous font confiance|nos avis)$/i;
const sentenceSplit = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
const unique = <T>(values: T[]) => [...new Set(values)];
const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

function sectionsOf(pages: ExtractedPage[], pattern: RegExp, minLevel = 1) {
  return pages
    .filter((page) => pattern.test(new URL(page.url).pathname) || pattern.test(page.h1))
    .flatMap((page) => page.sections.filter((s) => s.level >= minLevel));
}

function serviceSections(pages: ExtractedPage[]): PageSection[] {
  const dedicated = sectionsOf(pages, SERVICE_PAGE, 2);
  const candidates = dedicated.length
    ? dedicated
    : pages.flatMap((p) => p.sections.filter((s) => s.level > 1));
  const seen = new Set<string>();
  return candidates.filter((section) => {
    const key = section.heading.toLowerCase();
    if (GENERIC_HEADING.test(section.heading) || seen.has(key) || section.heading.length > 80) return false;
    seen.add(key);
    return section.paragraphs.length > 0 || section.items.length > 0 || section.prices.length > 0;
  });
}

function productsFrom(pages: ExtractedPage[]): AnalysisContent['products_catalog'] {
  const products: AnalysisContent['products_catalog'] = [];
  for (const section of pages.flatMap((page) => page.sections)) {
    const pricedItems = section.items.filter((item) => PRICE_PATTERN.test(item));
    for (const item of pricedItems) {
      const price = PRICE_PATTERN.exec(item)?.[0].trim() ?? '';
      const name = item
        .replace(PRICE_PATTERN, '')
        .replace(/[\s:–—-]+$/, '')
        .replace(/^[\s:–—-]+/, '')
        .trim();
      if (name)
        products.push({ name: shorten(name, 120), description: section.heading, price, features: [] });
    }
    if (!pricedItems.length && section.prices[0] && section.level > 1) {
      products.push({
        name: section.heading,
        description: shorten(section.paragraphs.find((p) => !PRICE_PATTERN.test(p)) ?? '', 300),
        price: section.prices[0],
        features: section.items.slice(0, 5),
      });
    }
  }
  const seen = new Set<string>();
  return products
    .filter((p) => !seen.has(p.name.toLowerCase()) && seen.add(p.name.toLowerCase()))
    .slice(0, 30);
}

/** The business name: the title segment repeated across pages ("Tarifs | Boulangerie Lemoine"). */
function businessName(pages: ExtractedPage[], websiteUrl: string): string {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const segment of page.title.split(/\s[|–—-]\s/).map((s) => s.trim())) {
      if (segment && !/^(accueil|home|bienvenue)$/i.test(segment))
        counts.set(segment, (counts.get(segment) ?? 0) + 1);
    }
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0];
  return best?.[0] ?? new URL(websiteUrl).hostname;
}

/** The embedded analyser: every field comes from what the site itself says, nothing is invented. */
export function createOfflineAnalyser(): WebsiteAnalyser {
  return {
    kind: 'offline',
    async analyse({ websiteUrl, pages }) {
      const home = pages[0];
      const name = businessName(pages, websiteUrl);
      const allText = pages.map((page) => page.text);
      const keywords = topKeywords(allText, 15).map((k) => k.word);
      const services = serviceSections(pages).slice(0, 12);
      const products = productsFrom(pages);
      const storySections = sectionsOf(pages, STORY_PAGE);
      const storyText = storySections.flatMap((s) => s.paragraphs);
      const sentences = unique(
        pages.flatMap((p) => p.sections.flatMap((s) => s.paragraphs.flatMap(sentenceSplit))),
      );
      const mission =
        storyText.find((p) => /mission|passion|engag|ambition|objectif|depuis/i.test(p)) ??
        storyText[0] ??
        '';
      const values = unique(
        storySections
          .filter((s) => /valeur|engagement|pourquoi|philosophie/i.test(s.heading))
          .flatMap((s) => s.items),
      ).slice(0, 8);
      const testimonials = unique(pages.flatMap((p) => p.testimonials)).slice(0, 10);
      const achievements = sentences
        .filter(
          (s) => /\d/.test(s) && /(ans|années|clients|depuis|prix|récompens|label|certifi|avis)/i.test(s),
        )
        .slice(0, 6);
      const tips = sentences.filter((s) =>
        /(conseil|astuce|pensez à|n'oubliez pas|saviez-vous|idéal pour)/i.test(s),
      );
      const experience = /(?:depuis|plus de)\s+(\d{1,3})\s+ans|depuis\s+(19\d\d|20\d\d)/i.exec(
        allText.join(' '),
      );
      const team = /(\d{1,3})\s+(?:personnes|collaborateurs|salariés|artisans|experts|passionnés)/i.exec(
        allText.join(' '),
      );
      const certifications = unique(
        sentences
          .filter((s) => /(certifi|label|qualibat|agréé|diplôm|bio\b|AOP|RGE)/i.test(s))
          .map((s) => shorten(s, 160)),
      ).slice(0, 5);
      const description = home?.description || home?.sections[0]?.paragraphs[0] || '';
      const serviceNames = services.map((s) => s.heading);
      const tone = detectBrandTone(allText.join(' '));
      const audience = detectAudience(allText.join(' '));
      const contact = {
        emails: unique(pages.flatMap((p) => p.emails)).slice(0, 5),
        phones: unique(pages.flatMap((p) => p.phones)).slice(0, 5),
      };
      const summary = [
        `${name} : ${description || `site de ${pages.length} page(s) analysée(s)`}`,
        serviceNames.length ? `Offre principale : ${serviceNames.slice(0, 5).join(', ')}.` : '',
        products.length ? `${products.length} produit(s) ou tarif(s) affiché(s) sur le site.` : '',
        keywords.length ? `Thèmes dominants : ${keywords.slice(0, 6).join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      const story = [mission, ...storyText.filter((p) => p !== mission).slice(0, 2)]
        .filter(Boolean)
        .join(' ');

      return {
        analysis_summary: summary,
        storytelling_analysis:
          story ||
          'Le site ne raconte pas encore l’histoire de l’entreprise (aucune page « À propos » trouvée).',
        business_ai: summary,
        storytelling_ai: story,
        brand_tone: tone,
        target_audience: audience,
        main_services: serviceNames,
        products_services_details: services.map((s) =>
          shorten(`${s.heading}${s.paragraphs[0] ? ` : ${s.paragraphs[0]}` : ''}`, 300),
        ),
        company_expertise: {
          founder_info: shorten(
            storyText.find((p) => /(fondat|créé|créée|fondé|fondée|lancé)/i.test(p)) ?? '',
            300,
          ),
          team_size: team ? `${team[1]} ${team[0].split(/\s+/)[1]}` : '',
          key_skills: keywords.slice(0, 6),
          certifications,
          experience_years: experience
            ? experience[1]
              ? `${experience[1]} ans`
              : `depuis ${experience[2]}`
            : '',
        },
        unique_value_proposition: home?.description || home?.h1 || '',
        key_topics: keywords.slice(0, 10),
        content_suggestions: [
          ...serviceNames.slice(0, 4).map((s) => `Présenter « ${s} » avec une photo et un avantage concret`),
          ...(testimonials.length ? ['Partager un témoignage client en citation illustrée'] : []),
          ...tips.slice(0, 2).map((t) => `Transformer ce conseil en post : ${shorten(t, 120)}`),
          ...(products[0] ? [`Mettre en avant ${products[0].name} (${products[0].price})`] : []),
        ],
        products_catalog: products,
        services_detailed: services.map((s) => ({
          service_name: s.heading,
          description: shorten(s.paragraphs.join(' '), 400),
          pricing: s.prices[0] ?? '',
          benefits: s.items.filter((item) => !PRICE_PATTERN.test(item)).slice(0, 6),
        })),
        company_story: { mission: shorten(mission, 400), values },
        social_proof: { testimonials, achievements },
        content_goldmine: { expertise_areas: keywords.slice(0, 8), tips_tricks: tips.slice(0, 6) },
        hashtag_strategy: {
          primary: keywords.slice(0, 5).map(toHashtag),
          secondary: keywords.slice(5, 12).map(toHashtag),
        },
        visual_content_ideas: [
          ...serviceNames.slice(0, 3).map((s) => `Coulisses : ${s} en train d’être réalisé`),
          ...products.slice(0, 2).map((p) => `Photo produit : ${p.name} en situation`),
          ...(testimonials.length ? ['Portrait d’un client accompagné de son avis'] : []),
          ...(storyText.length ? ['L’équipe au travail, pour illustrer votre histoire'] : []),
        ],
        contact_details: contact,
      };
    },
  };
}
