import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fr } from '@/locales/fr';

/** On a phone only the icon shows; the label stays the button's accessible name. */
export function LogoutButton({ onLogout, isPending }: { onLogout: () => void; isPending: boolean }) {
  return (
    <Button variant="outline" onClick={onLogout} disabled={isPending} className="max-sm:size-10 max-sm:px-0">
      <LogOut aria-hidden="true" />
      <span className="max-sm:sr-only">{isPending ? fr.common.loggingOut : fr.common.logout}</span>
    </Button>
  );
}
