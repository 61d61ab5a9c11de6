import { CRAWLER_USER_AGENT } from './safe-fetch';

interface Rule {
  allow: boolean;
  path: string;
}

export interface Robots {
  isAllowed(url: URL): boolean;
  sitemaps: string[];
}

const ourAgent = CRAWLER_USER_AGENT.split('/')[0]?.toLowerCase() ?? 'plumebot';

/** robots.txt: the group naming our agent wins over `*`; the longest matching rule decides (RFC 9309). */
export function parseRobots(text: string, base: URL): Robots {
  const groups = new Map<string, Rule[]>();
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match?.[1]) continue;
    const key = match[1].toLowerCase();
    const value = (match[2] ?? '').trim();
    if (key === 'sitemap') {
      if (URL.canParse(value, base.toString())) sitemaps.push(new URL(value, base).toString());
    } else if (key === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
    } else if (key === 'allow' || key === 'disallow') {
      inRules = true;
      if (key === 'disallow' && value === '') continue;
      for (const agent of agents) {
        groups.set(agent, [...(groups.get(agent) ?? []), { allow: key === 'allow', path: value }]);
      }
    }
  }
  const rules = groups.get(ourAgent) ?? groups.get('*') ?? [];
  const matches = (pattern: string, path: string) => {
    const regex = new RegExp(
      `^${pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*')
        .replace(/\\\$$/, '$')}`,
    );
    return regex.test(path);
  };
  return {
    sitemaps,
    isAllowed(url) {
      const path = url.pathname + url.search;
      let best: Rule | undefined;
      for (const rule of rules) {
        if (matches(rule.path, path) && (!best || rule.path.length > best.path.length)) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}
