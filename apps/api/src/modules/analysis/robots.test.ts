import { describe, expect, it } from 'vitest';
import { parseRobots } from './robots';

const base = new URL('https://boulangerie.fr/');

describe('parseRobots', () => {
  it('applies the longest matching rule of the * group and lists sitemaps', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /prive\nAllow: /prive/public\nSitemap: /plan.xml\n\nUser-agent: Autre\nDisallow: /',
      base,
    );
    expect(robots.isAllowed(new URL('https://boulangerie.fr/prive/secret'))).toBe(false);
    expect(robots.isAllowed(new URL('https://boulangerie.fr/prive/public/page'))).toBe(true);
    expect(robots.isAllowed(new URL('https://boulangerie.fr/produits'))).toBe(true);
    expect(robots.sitemaps).toEqual(['https://boulangerie.fr/plan.xml']);
  });

  it('prefers the group naming PlumeBot and understands * and $', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: PlumeBot\nDisallow: /*.pdf$', base);
    expect(robots.isAllowed(new URL('https://boulangerie.fr/carte.pdf'))).toBe(false);
    expect(robots.isAllowed(new URL('https://boulangerie.fr/carte'))).toBe(true);
  });
});
