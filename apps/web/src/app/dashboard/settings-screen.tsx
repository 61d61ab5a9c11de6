// The Réglages tab composes two features (payments and account), so it lives in app/.
import { MyDataSection } from '@/features/account/components/my-data-section';
import { SettingsTab } from '@/features/payments/components/settings-tab';

export function SettingsScreen() {
  return (
    <div className="grid gap-6">
      <SettingsTab />
      <MyDataSection />
    </div>
  );
}
