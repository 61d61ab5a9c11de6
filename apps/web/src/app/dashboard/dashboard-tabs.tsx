// The dashboard composes the features' screens, so it lives in app/ (features never import each other).
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
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@/components/spinner';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ScrollingTabsList, Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { fr } from '@/locales/fr';

/** The eight tabs of docs/spec/part-2-signed-in-application.md §2.3, in order; `entreprise` is the
 * default. */
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

interface TabScreenProps {
  userId: string;
  /** The owner's timezone (months, the 22:00 cut-off). */
  timeZone: string;
  /** Lets a screen send the owner to another tab (the calendar's 'Aller aux Posts'). */
  onSelectTab: (tab: DashboardTab) => void;
}

// Each screen loads with its tab, so the login route stays small.
const tabScreens: Partial<Record<DashboardTab, LazyExoticComponent<ComponentType<TabScreenProps>>>> = {
  entreprise: lazy(() =>
    import('@/features/business-profile/components/business-profile-tab').then((m) => ({
      default: m.BusinessProfileTab,
    })),
  ),
  analyse: lazy(() =>
    import('@/features/analysis/components/analysis-tab').then((m) => ({ default: m.AnalysisTab })),
  ),
  notes: lazy(() => import('@/features/notes/components/notes-tab').then((m) => ({ default: m.NotesTab }))),
  social: lazy(() =>
    import('@/features/social/components/social-tab').then((m) => ({ default: m.SocialTab })),
  ),
  bibliotheque: lazy(() => import('@/features/library/components/library-tab')),
  posts: lazy(() => import('@/features/posts/components/posts-tab')),
  reglages: lazy(() => import('./settings-screen').then((m) => ({ default: m.SettingsScreen }))),
  calendar: lazy(() => import('@/features/posts/components/calendar/calendar-tab')),
};

interface DashboardTabsProps {
  userId: string;
  timeZone: string;
  value: DashboardTab;
  onValueChange: (tab: DashboardTab) => void;
}

export function DashboardTabs({ userId, timeZone, value, onValueChange }: DashboardTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as DashboardTab)}>
      <div className="sticky top-0 z-10 -mx-4 border-b bg-background/90 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-2">
        <ScrollingTabsList aria-label={fr.dashboard.tabsLabel} className="bg-transparent p-0">
          {DASHBOARD_TABS.map((tab) => {
            const Icon = icons[tab];
            return (
              <TabsTrigger key={tab} value={tab} className="flex-none px-3.5 data-[state=active]:bg-accent">
                <Icon aria-hidden="true" />
                {fr.dashboard.tabs[tab].label}
              </TabsTrigger>
            );
          })}
        </ScrollingTabsList>
      </div>
      {DASHBOARD_TABS.map((tab) => {
        const Screen = tabScreens[tab];
        return Screen ? (
          <TabsContent key={tab} value={tab} className="mt-6">
            <Suspense fallback={<Spinner />}>
              <Screen userId={userId} timeZone={timeZone} onSelectTab={onValueChange} />
            </Suspense>
          </TabsContent>
        ) : (
          <TabsContent key={tab} value={tab} className="mt-6">
            <Card>
              <CardHeader>
                <CardTitle>{fr.dashboard.tabs[tab].label}</CardTitle>
                <CardDescription className="text-base">{fr.dashboard.tabs[tab].text}</CardDescription>
              </CardHeader>
            </Card>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
