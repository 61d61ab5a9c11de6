import {
  BRAND_TONES,
  BUSINESS_OBJECTIVES,
  POSTING_FREQUENCIES,
} from '@plume/contracts/business-profile-vocabulary';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/spinner';
import { frKnowledge } from '@/locales/fr-knowledge';
import { useBusinessProfile } from '@/features/business-profile/api/get-business-profile';
import { GenerationChecklist } from '@/features/business-profile/components/generation-checklist';
import { LogoCard } from '@/features/business-profile/components/logo-card';
import {
  ProfileFieldEditor,
  type FieldKind,
} from '@/features/business-profile/components/profile-field-editor';

const t = frKnowledge.businessProfile;
const pick = (keys: readonly string[], labels: Record<string, string>) =>
  Object.fromEntries(keys.map((key) => [key, labels[key] ?? key]));

const FIELDS = [
  { field: 'business_name', kind: 'text' },
  { field: 'business_type', kind: 'text' },
  { field: 'business_description', kind: 'textarea' },
  { field: 'target_audience', kind: 'textarea' },
  { field: 'brand_tone', kind: 'select', options: pick(BRAND_TONES, t.options.brand_tone) },
  {
    field: 'posting_frequency',
    kind: 'select',
    options: pick(POSTING_FREQUENCIES, t.options.posting_frequency),
  },
  {
    field: 'business_objective',
    kind: 'select',
    options: pick(BUSINESS_OBJECTIVES, t.options.business_objective),
  },
  { field: 'email', kind: 'email' },
  { field: 'website_url', kind: 'url' },
  { field: 'coordinates', kind: 'textarea' },
] as const satisfies readonly {
  field: keyof typeof t.fields;
  kind: FieldKind;
  options?: Record<string, string>;
}[];

/** While the profile loads: the spinner in the shape of the logo row and of the fields, so that what follows
 * the card (the checklist, on a phone) stays in place when the values arrive. */
function ProfilePlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="flex size-20 items-center justify-center rounded-xl border bg-muted">
        <Spinner />
      </div>
      <div className="mt-4">
        {FIELDS.map(({ field }) => (
          <div key={field} className="grid gap-1.5 border-b py-3 last:border-b-0">
            <div className="h-5 w-40 max-w-full rounded bg-muted" />
            <div className="h-9 py-1.5">
              <div className="h-6 w-2/3 rounded bg-muted" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function BusinessProfileTab() {
  const profile = useBusinessProfile();

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.isPending ? (
            <ProfilePlaceholder />
          ) : profile.isError ? (
            <Alert variant="destructive" className="items-center justify-between">
              <span>{t.loadError}</span>
              <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
                {t.retry}
              </Button>
            </Alert>
          ) : (
            <>
              <LogoCard logoUrl={profile.data.logo_url} />
              <div className="mt-4">
                {FIELDS.map((item) => (
                  <ProfileFieldEditor
                    key={item.field}
                    field={item.field}
                    kind={item.kind}
                    value={profile.data[item.field]}
                    options={'options' in item ? item.options : undefined}
                  />
                ))}
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card>
          <CardContent className="pt-6">
            <GenerationChecklist />
          </CardContent>
        </Card>
        <Button asChild variant="link" className="justify-start">
          <Link to="/politique-confidentialite">
            <ShieldCheck aria-hidden="true" />
            {t.privacy}
          </Link>
        </Button>
      </div>
    </div>
  );
}
