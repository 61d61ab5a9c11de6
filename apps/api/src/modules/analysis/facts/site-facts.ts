/**
 * Facts stated by a business's website, each with where it was read. Filled by the page model's extractors;
 * the analysers (offline and LLM) assemble the specification's analysis fields from these, never from guesses.
 * A field the site does not state stays empty (undefined or []).
 */

/** Where a fact was read: the page, its title, and the exact text it came from. */
export interface FactSource {
  url: string;
  pageTitle: string;
  snippet: string;
}

export interface Sourced {
  source: FactSource;
}

export const WEEK_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** A product or a service, with its price only when the site states one for this very item. */
export interface ItemFact extends Sourced {
  kind: 'product' | 'service';
  name: string;
  /** In euros (3.5 for "3,50 €"); undefined when no price is stated for this item. */
  price?: number;
  /** The price as written on the site ("3,50 €", "à partir de 45 €"). */
  priceText?: string;
  /** Unit or quantity the price is for: "le kg", "les 6", "la part", "la bouteille"… */
  unit?: string;
  /** "à partir de", "dès": the price is a minimum. */
  fromPrice?: boolean;
  /** The heading or menu section the item is listed under ("Viennoiseries", "Coupes femme"). */
  category?: string;
  description?: string;
}

/** One day of the week: closed, or open over one or more ranges ("07:00"–"13:00"). */
export interface HoursFact extends Sourced {
  day: WeekDay;
  closed: boolean;
  ranges: Array<{ opens: string; closes: string }>;
}

export interface AddressFact extends Sourced {
  street?: string;
  postalCode?: string;
  town: string;
}

export interface TextFact extends Sourced {
  text: string;
}

export interface PersonFact extends Sourced {
  /** As the site names them ("Marie", "Jean-Luc Perrin"). */
  name: string;
  role?: string;
}

export interface OfferFact extends Sourced {
  title: string;
  text: string;
  /** ISO dates (YYYY-MM-DD) when the site states them. */
  startDate?: string;
  endDate?: string;
}

export interface TestimonialFact extends Sourced {
  text: string;
  author?: string;
}

export type PageRole =
  'home' | 'products' | 'services' | 'about' | 'team' | 'contact' | 'legal' | 'blog' | 'other';

export interface SiteFacts {
  businessName?: TextFact;
  /** The trade in French, lower case: "boulangerie", "salon de coiffure", "plombier-chauffagiste"… */
  trade?: TextFact;
  items: ItemFact[];
  hours: HoursFact[];
  address?: AddressFact;
  /** The town, also when no full address is stated. */
  town?: TextFact;
  phones: TextFact[];
  emails: TextFact[];
  foundingYear?: { year: number } & Sourced;
  /** Only when the site states a head count ("une équipe de 8 personnes"). */
  teamSize?: { count: number } & Sourced;
  people: PersonFact[];
  story?: TextFact;
  mission?: TextFact;
  values: TextFact[];
  /** Labels and certifications, matched as whole words ("Agriculture Biologique", "RGE", "Maître Artisan"). */
  labels: TextFact[];
  offers: OfferFact[];
  testimonials: TestimonialFact[];
  /** Advice the site gives in its own words ("Conseil : pensez à réserver…"), for posts. */
  tips?: TextFact[];
  /** Each page analysed and the role it was given. */
  pages: Array<{ url: string; title: string; role: PageRole }>;
}
