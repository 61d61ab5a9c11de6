import {
  Building2,
  CalendarDays,
  ChartLine,
  FileText,
  Images,
  NotebookPen,
  Settings,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fr } from '@/locales/fr';

/** The eight tabs of spec part 2 §2.3, in order; `entreprise` is the default. */
export const DASHBOARD_TABS = [
  'entreprise',
  'analyse',
  'bibliotheque',
  'notes',
  'posts',
  'calendar',
  'social',
  'reglages',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const icons: Record<DashboardTab, LucideIcon> = {
  entreprise: Building2,
  analyse: ChartLine,
  bibliotheque: Images,
  notes: NotebookPen,
  posts: FileText,
  calendar: CalendarDays,
  social: Share2,
  reglages: Settings,
};

// Tab bodies load on demand, so the login route stays small.
const tabBodies: Partial<Record<DashboardTab, ReturnType<typeof lazy>>> = {
  bibliotheque: lazy(() => import('@/features/library/components/library-tab')),
};

interface DashboardTabsProps {
  value: DashboardTab;
  onValueChange: (tab: DashboardTab) => void;
}

export function DashboardTabs({ value, onValueChange }: DashboardTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as DashboardTab)}>
      <div className="sticky top-0 z-10 -mx-4 border-b bg-background/90 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-2">
        <TabsList
          aria-label={fr.dashboard.tabsLabel}
          className="scrollbar-none flex w-full justify-start overflow-x-auto bg-transparent p-0"
        >
          {DASHBOARD_TABS.map((tab) => {
            const Icon = icons[tab];
            return (
              <TabsTrigger key={tab} value={tab} className="flex-none px-3.5 data-[state=active]:bg-accent">
                <Icon aria-hidden="true" />
                {fr.dashboard.tabs[tab].label}
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
      {DASHBOARD_TABS.map((tab) => {
        const Body = tabBodies[tab];
        return (
          <TabsContent key={tab} value={tab} className="mt-6">
            {Body ? (
              <Suspense fallback={<Spinner className="mx-auto my-10" />}>
                <Body />
              </Suspense>
            ) : (
              <Card>
                <CardHeader>
                  <CardTitle>{fr.dashboard.tabs[tab].label}</CardTitle>
                  <CardDescription className="text-base">{fr.dashboard.tabs[tab].text}</CardDescription>
                </CardHeader>
              </Card>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
