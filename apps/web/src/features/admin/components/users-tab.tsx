import type { AdminUser } from '@plume/contracts/admin';
import { Eye, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { LoadingBlock } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/dates';
import { fr } from '@/locales/fr';
import { frAdmin } from '@/locales/fr-admin';
import { AdminCell, AdminRow, AdminTable } from './admin-table';
import { useAdminUsers } from '../api/get-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { SubscriptionBadge } from './status-badge';
import { UserDetailsDialog } from './user-details-dialog';

const t = frAdmin.admin.users;
const STATUSES = ['all', 'trial', 'active', 'expired', 'cancelled'] as const;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('all');
  // The list is searched on the server; deferring the text keeps typing fluid.
  const deferredSearch = useDeferredValue(search);
  const users = useAdminUsers({ search: deferredSearch, status });
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              aria-label={t.searchLabel}
              placeholder={t.search}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          <select
            aria-label={t.filterLabel}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="h-10 rounded-lg border border-input bg-card px-3 text-sm"
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? t.all : frAdmin.admin.status[value]}
              </option>
            ))}
          </select>
        </div>
        {users.isPending ? (
          <LoadingBlock label={fr.common.loading} />
        ) : users.isError ? (
          <p role="alert" className="text-sm text-destructive-foreground">
            {frAdmin.admin.loadError}
          </p>
        ) : users.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <AdminTable columns={t.columns} minWidth="sm:min-w-[760px]">
            {users.data.map((user) => (
              <AdminRow key={user.id}>
                {/* On a phone the person heads the card: no column name before it. */}
                <AdminCell label={t.columns[0]} className="max-sm:block max-sm:before:hidden">
                  <p className="font-semibold">{`${user.first_name} ${user.last_name}`.trim()}</p>
                  <p className="text-xs text-muted-foreground">{user.email}</p>
                </AdminCell>
                <AdminCell label={t.columns[1]}>{user.business_name ?? t.undefinedBusiness}</AdminCell>
                <AdminCell label={t.columns[2]}>
                  <SubscriptionBadge status={user.subscription_status} />
                </AdminCell>
                <AdminCell label={t.columns[3]} className="capitalize">
                  {user.subscription_plan ?? t.noPlan}
                </AdminCell>
                <AdminCell label={t.columns[4]}>{user.total_posts_generated}</AdminCell>
                <AdminCell label={t.columns[5]}>{formatDate(user.created_at)}</AdminCell>
                <AdminCell label={t.columns[6]}>
                  <div className="flex gap-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${t.details} — ${user.email}`}
                      onClick={() => setSelected(user)}
                    >
                      <Eye />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${t.delete} — ${user.email}`}
                      onClick={() => setToDelete(user)}
                    >
                      <Trash2 className="text-destructive-foreground" />
                    </Button>
                  </div>
                </AdminCell>
              </AdminRow>
            ))}
          </AdminTable>
        )}
      </CardContent>
      <UserDetailsDialog user={selected} onClose={() => setSelected(null)} />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
