import { useId } from 'react';
import { Label } from '@/components/ui/label';

interface AccountSelectProps {
  label: string;
  accounts: readonly { id: string; name: string }[];
  accountId: string;
  pending: boolean;
  onSelect: (accountId: string) => void;
}

/** The accounts a connection gives (Pages, a member and their organisation pages): the first is used until the
 * owner picks another here. Hidden when there is nothing to choose. */
export function AccountSelect({ label, accounts, accountId, pending, onSelect }: AccountSelectProps) {
  const id = useId();
  if (accounts.length < 2) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={accountId}
        disabled={pending}
        onChange={(event) => onSelect(event.target.value)}
        className="h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm"
      >
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </select>
    </div>
  );
}
