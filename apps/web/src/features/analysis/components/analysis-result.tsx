import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { frKnowledge } from '@/locales/fr-knowledge';
import { FactsCard } from '@/features/analysis/components/facts-card';
import { Suggestion } from '@/features/analysis/components/suggestion';

const t = frKnowledge.analysis;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

function List({ title, items }: { title?: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      {title ? <p className="font-semibold">{title}</p> : null}
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

const Text = ({ label, value }: { label: string; value: string }) =>
  value ? (
    <p className="break-words">
      <span className="font-semibold">{label} : </span>
      {value}
    </p>
  ) : null;

/** The analysis as readable sections (spec part 2 §2.5), never raw JSON. */
export function AnalysisResult({ analysis: a }: { analysis: WebsiteAnalysis }) {
  const l = t.labels;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FactsCard facts={a.facts} />
      <Section title={t.sections.summary}>
        <p>{a.analysis_summary}</p>
        <p className="text-muted-foreground">
          {t.pagesCount(a.non_technical_pages_count, a.pages_count)} · {t.mode[a.analysis_type]}
        </p>
      </Section>
      <Section title={t.sections.services}>
        {a.services_detailed.length === 0 ? <List items={a.main_services} /> : null}
        {a.services_detailed.map((service) => (
          <div key={service.service_name}>
            <p className="font-semibold">
              {service.service_name}
              {service.pricing ? (
                <span className="font-normal text-muted-foreground"> · {service.pricing}</span>
              ) : null}
            </p>
            {service.description ? <p>{service.description}</p> : null}
            <List items={service.benefits} />
          </div>
        ))}
      </Section>
      {a.products_catalog.length ? (
        <Section title={t.sections.products}>
          <ul className="divide-y">
            {a.products_catalog.map((product) => (
              <li key={product.name} className="flex justify-between gap-3 py-1.5">
                <span className="break-words">{product.name}</span>
                <span className="shrink-0 font-semibold">{product.price}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t.sections.story}>
        <Text label={l.mission} value={a.company_story.mission} />
        <List title={l.values} items={a.company_story.values} />
        <p>{a.storytelling_analysis}</p>
      </Section>
      <Section title={t.sections.audience}>
        <Suggestion label={l.tone} suggestion={a.facts.suggestions.brand_tone} />
        <Suggestion label={l.audience} suggestion={a.facts.suggestions.target_audience} />
        <Text label={t.sections.proposition} value={a.unique_value_proposition} />
      </Section>
      <Section title={t.sections.expertise}>
        <Text label={l.founder} value={a.company_expertise.founder_info} />
        <Text label={l.team} value={a.company_expertise.team_size} />
        <Text label={l.experience} value={a.company_expertise.experience_years} />
        <List title={l.skills} items={a.company_expertise.key_skills} />
        <List title={l.certifications} items={a.company_expertise.certifications} />
      </Section>
      <Section title={t.sections.socialProof}>
        {a.social_proof.testimonials.map((quote) => (
          <blockquote key={quote} className="border-l-4 border-primary/40 pl-3 italic">
            {quote}
          </blockquote>
        ))}
        <List title={l.achievements} items={a.social_proof.achievements} />
      </Section>
      <Section title={t.sections.goldmine}>
        <List title={l.suggestions} items={a.content_suggestions} />
        <List title={l.tips} items={a.content_goldmine.tips_tricks} />
        <List title={l.expertiseAreas} items={a.content_goldmine.expertise_areas} />
      </Section>
      <Section title={t.sections.hashtags}>
        {[
          [l.primary, a.hashtag_strategy.primary],
          [l.secondary, a.hashtag_strategy.secondary],
        ].map(([title, tags]) => (
          <div key={String(title)} className="flex flex-wrap items-center gap-1.5">
            <span className="mr-1 font-semibold">{title} :</span>
            {(tags as string[]).map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
          </div>
        ))}
      </Section>
      <Section title={t.sections.visuals}>
        <List items={a.visual_content_ideas} />
      </Section>
      <Section title={t.sections.contact}>
        <List items={[...a.contact_details.emails, ...a.contact_details.phones]} />
      </Section>
      <Section title={t.sections.pages}>
        <ul className="space-y-1">
          {a.pages_analyzed.map((page) => (
            <li key={page.url} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 break-all">{page.title}</span>
              <span className="text-muted-foreground">{t.pageStatus[page.status]}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
