/** schema.org microdata (itemscope / itemprop), read alongside the page model and turned into JSON-LD-like
 * objects ({ "@type": "Bakery", name: "…", address: { "@type": "PostalAddress", … } }). */

type Item = Record<string, unknown>;

interface Entry {
  tag: string;
  item?: Item;
  capture?: { target: Item; prop: string; text: string };
}

export interface MicrodataReader {
  open(tag: string, attribs: Record<string, string>): void;
  text(text: string): void;
  close(tag: string): void;
  items(): Item[];
}

const VOID = new Set(['meta', 'link', 'img', 'br', 'hr', 'input', 'source', 'area', 'embed', 'wbr', 'col']);

const addProp = (target: Item, prop: string, value: unknown) => {
  for (const name of prop.split(/\s+/).filter(Boolean)) {
    const existing = target[name];
    if (existing === undefined) target[name] = value;
    else target[name] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
  }
};

export function readMicrodata(): MicrodataReader {
  const stack: Entry[] = [];
  const roots: Item[] = [];
  const currentItem = () => {
    for (let i = stack.length - 1; i >= 0; i -= 1) if (stack[i]!.item) return stack[i]!.item;
    return undefined;
  };

  return {
    open(tag, attribs) {
      const parent = currentItem();
      const prop = attribs.itemprop;
      if ('itemscope' in attribs) {
        const type = (attribs.itemtype ?? '').split(/\s+/)[0]?.split('/').pop() ?? '';
        const item: Item = type ? { '@type': type } : {};
        if (prop && parent) addProp(parent, prop, item);
        else roots.push(item);
        if (!VOID.has(tag)) stack.push({ tag, item });
        return;
      }
      if (prop && parent) {
        const direct =
          attribs.content ?? attribs.datetime ?? (VOID.has(tag) ? (attribs.href ?? attribs.src) : undefined);
        if (direct !== undefined) {
          addProp(parent, prop, direct.trim());
          if (!VOID.has(tag)) stack.push({ tag });
          return;
        }
        if (!VOID.has(tag)) {
          stack.push({ tag, capture: { target: parent, prop, text: '' } });
          return;
        }
      }
      if (!VOID.has(tag)) stack.push({ tag });
    },
    text(text) {
      for (const entry of stack) if (entry.capture) entry.capture.text += text;
    },
    close(tag) {
      for (let i = stack.length - 1; i >= 0; i -= 1) {
        if (stack[i]!.tag !== tag) continue;
        for (const entry of stack.slice(i).reverse()) {
          if (entry.capture) {
            const value = entry.capture.text.replace(/\s+/g, ' ').trim();
            if (value) addProp(entry.capture.target, entry.capture.prop, value);
          }
        }
        stack.length = i;
        return;
      }
    },
    items: () => roots.filter((item) => Object.keys(item).length > 1),
  };
}
