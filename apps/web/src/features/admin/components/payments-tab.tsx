import type { AdminPayment } from '@plume/contracts/admin';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { formatEuros } from '@/lib/money';
import { frAdmin } from '@/locales/fr-admin';
import { AdminCell, AdminRow, AdminTable } from './admin-table';
import { PaymentBadge } from './status-badge';

const t = frAdmin.admin.payments;
/** docs/spec/part-1-access-payment-admin-legal.md §9: 20 rows, user ids truncated to 8 characters. */
const ROWS = 20;
const ID_LENGTH = 8;

export function PaymentsTab({ payments }: { payments: AdminPayment[] }) {
  return (
    <Card>
      <CardContent className="pt-6">
        {payments.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <AdminTable columns={t.columns} minWidth="sm:min-w-[600px]">
            {payments.slice(0, ROWS).map((payment) => (
              <AdminRow key={payment.id}>
                <AdminCell label={t.columns[0]}>{formatDate(payment.created_at)}</AdminCell>
                <AdminCell label={t.columns[1]} className="font-mono text-xs">
                  {payment.user_id?.slice(0, ID_LENGTH) ?? '—'}
                </AdminCell>
                <AdminCell label={t.columns[2]} className="font-semibold">
                  {formatEuros(payment.amount)}
                </AdminCell>
                <AdminCell label={t.columns[3]} className="capitalize">
                  {payment.subscription_plan}
                </AdminCell>
                <AdminCell label={t.columns[4]}>
                  {t.period[payment.billing_period] ?? payment.billing_period}
                </AdminCell>
                <AdminCell label={t.columns[5]}>
                  <PaymentBadge status={payment.status} />
                </AdminCell>
              </AdminRow>
            ))}
          </AdminTable>
        )}
      </CardContent>
    </Card>
  );
}
