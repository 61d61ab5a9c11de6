/**
 * The families of trades the calendar speaks to: a moment of the year is only worth a post for the trades it
 * concerns (a galette des rois for a bakery, never for a garage). Read from the business type the owner wrote,
 * accents and case ignored; a trade no family recognises only gets the moments every business shares.
 */
export const TRADE_FAMILIES = [
  'bakery',
  'food',
  'restaurant',
  'wine',
  'florist',
  'beauty',
  'fashion',
  'gifts',
  'farm',
] as const;
export type TradeFamily = (typeof TRADE_FAMILIES)[number];

const PATTERNS: Record<TradeFamily, RegExp> = {
  bakery: /boulang|patiss|viennois|chocolat|confiseri|glacier/,
  food: /boulang|patiss|chocolat|confiseri|epicerie|fromag|boucher|charcut|traiteur|primeur|crem(e|er)ie|torref|the |salon de the/,
  restaurant:
    /restaura|bistro|brasserie|creperie|pizzeria|cafe|bar\b|bar a |traiteur|salon de the|cantine|snack|auberge/,
  wine: /cav(e|iste)|vin|vign|domaine|bar a vin|brasserie artisanale|spiritu/,
  florist: /fleur|florist|horticult|pepinier|jardinerie/,
  beauty: /coiff|barbier|esthetiq|beaute|institut|onglerie|spa\b|maquill|parfum/,
  fashion: /mode|pret-a-porter|vetement|boutique|chauss|lingerie|bijou|maroquin|friperie|concept store/,
  gifts:
    /cadeau|librair|jouet|deco|bijou|parfum|papeter|concept store|boutique|artisan d'art|ceramique|chocolat|fleur|cave/,
  farm: /ferme|maraich|producteur|agricult|apicult|verger/,
};

/** Lower case without accents, for matching French words written with or without them. */
export const plainFrench = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");

/** The families a business type belongs to (none for a garage, a plumber, an accountant…). */
export function tradeFamilies(businessType: string): Set<TradeFamily> {
  const plain = ` ${plainFrench(businessType)} `;
  return new Set(TRADE_FAMILIES.filter((family) => PATTERNS[family].test(plain)));
}
