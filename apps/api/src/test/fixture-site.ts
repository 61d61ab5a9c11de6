import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureRoute =
  | { body: string; type?: string; status?: number; delayMs?: number }
  | { redirect: string; status?: number }
  | { bytes: number; type?: string };

export interface FixtureSite {
  url: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

/** A small web server on 127.0.0.1 serving fixed routes, for crawler tests, the e2e journey and the bench. */
export async function serveFixtureSite(routes: Record<string, FixtureRoute>): Promise<FixtureSite> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page introuvable</h1>');
      return;
    }
    if ('redirect' in route) {
      response.writeHead(route.status ?? 301, { location: route.redirect }).end();
      return;
    }
    if ('bytes' in route) {
      // Streamed without a length, so only the crawler's own count can stop it.
      response.writeHead(200, { 'content-type': route.type ?? 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < route.bytes) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => (sent = route.bytes));
      pump();
      return;
    }
    const send = () =>
      response
        .writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html; charset=utf-8' })
        .end(route.body);
    if (route.delayMs) {
      const timer = setTimeout(send, route.delayMs);
      response.on('close', () => clearTimeout(timer));
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const layout = (title: string, body: string, links: string[]) => `<!doctype html><html lang="fr"><head>
<title>${title} | Boulangerie Lemoine</title>
<meta name="description" content="Boulangerie artisanale au levain naturel à Lyon depuis 1998 : pains, viennoiseries et gâteaux faits maison.">
</head><body><nav>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav>
<main>${body}</main><footer><p>Contact : bonjour@boulangerie-lemoine.fr – 04 78 12 34 56</p>
<a href="/mentions-legales">Mentions légales</a> <a href="/panier">Panier</a></footer></body></html>`;

/** A bakery's site: home, services, prices, story, testimonials, technical pages, and `extraPages` blog posts
 * (to reach a given page count). Robots.txt forbids /prive; the sitemap lists the blog. */
export function bakerySiteRoutes(extraPages = 0): Record<string, FixtureRoute> {
  const nav = ['/', '/nos-services', '/tarifs', '/a-propos', '/prive/brouillon'];
  const blog = Array.from({ length: extraPages }, (_, i) => `/blog/article-${i + 1}`);
  const routes: Record<string, FixtureRoute> = {
    '/': {
      body: layout(
        'Accueil',
        `<h1>Boulangerie Lemoine, le pain au levain du quartier</h1>
        <p>Nous pétrissons chaque nuit un pain au levain naturel avec des farines bio de la région.</p>
        <h2>Nos engagements</h2><ul><li>Farines bio locales</li><li>Levain naturel</li><li>Fait maison</li></ul>
        <section class="temoignages"><h2>Avis clients</h2>
        <blockquote>Le meilleur pain de Lyon, la croûte est parfaite ! – Julie</blockquote>
        <blockquote>Des croissants comme à Paris, l'accueil en plus. – Marc</blockquote></section>`,
        nav,
      ),
    },
    '/nos-services': {
      body: layout(
        'Nos services',
        `<h1>Nos services</h1>
        <h2>Pains au levain</h2><p>Campagne, seigle, complet : nos pains sont cuits au feu de bois chaque matin.</p>
        <ul><li>Longue fermentation de 24 heures</li><li>Meilleure conservation</li></ul>
        <h2>Viennoiseries pur beurre</h2><p>Croissants et pains au chocolat au beurre AOP Charentes-Poitou.</p>
        <h2>Gâteaux de fête sur commande</h2><p>Pièces montées et entremets pour vos anniversaires et mariages.</p>
        <p>À partir de 35 €</p>
        <h2>Ateliers pain pour enfants</h2><p>Un samedi par mois, les enfants façonnent leur propre pain.</p>
        <p>Conseil : pensez à réserver deux semaines à l'avance.</p>`,
        nav,
      ),
    },
    '/tarifs': {
      body: layout(
        'Tarifs',
        `<h1>Nos tarifs</h1><h2>Pains</h2><ul><li>Baguette tradition – 1,30 €</li>
        <li>Pain de campagne au levain : 4,50 €</li><li>Pain au seigle 5,20 €</li></ul>
        <h2>Viennoiseries</h2><ul><li>Croissant pur beurre – 1,20 €</li><li>Pain au chocolat – 1,40 €</li></ul>`,
        nav,
      ),
    },
    '/a-propos': {
      body: layout(
        'Notre histoire',
        `<h1>Notre histoire</h1><p>Notre mission : faire revivre le pain d'autrefois, avec passion, depuis 1998.</p>
        <p>Boulangerie fondée par Paul Lemoine, meilleur ouvrier de France, avec 6 artisans passionnés.</p>
        <h2>Nos valeurs</h2><ul><li>Qualité des matières premières</li><li>Proximité avec nos clients</li>
        <li>Respect du savoir-faire artisanal</li></ul>`,
        nav,
      ),
    },
    '/mentions-legales': {
      body: layout('Mentions légales', '<h1>Mentions légales</h1><p>SIRET 123</p>', nav),
    },
    '/panier': { body: layout('Panier', '<h1>Votre panier</h1><p>Votre panier est vide.</p>', nav) },
    '/prive/brouillon': { body: layout('Brouillon', '<h1>Secret</h1>', nav) },
    '/robots.txt': { body: 'User-agent: *\nDisallow: /prive\nSitemap: /sitemap.xml\n', type: 'text/plain' },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><urlset>${['/', '/nos-services', '/a-propos', ...blog]
        .map((path) => `<url><loc>${path}</loc></url>`)
        .join('')}</urlset>`,
    },
  };
  blog.forEach((path, index) => {
    routes[path] = {
      body: layout(
        `Article ${index + 1}`,
        `<h1>Le levain, épisode ${index + 1}</h1><p>Astuce : conservez votre pain au levain dans un torchon en lin.</p>
        <p>${'Le levain naturel donne au pain une mie alvéolée et une croûte dorée. '.repeat(20)}</p>`,
        ['/', '/tarifs'],
      ),
    };
  });
  return routes;
}
