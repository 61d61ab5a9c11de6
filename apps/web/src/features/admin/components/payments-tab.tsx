import type { AdminPayment } from '@plume/contracts/admin';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { formatEuros } from '@/lib/money';
import { frAdmin } from '@/locales/fr-admin';
import { AdminTable } from './admin-table';
import { PaymentBadge } from './status-badge';

const t = frAdmin.admin.payments;
/** Spec part 1 §9: 20 rows, user ids truncated to 8 characters. */
const ROWS = 20;
const ID_LENGTH = 8;

export function PaymentsTab({ payments }: { payments: AdminPayment[] }) {
  return (
    <Card>
      <CardContent className="pt-6">
        {payments.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <AdminTable columns={t.columns} minWidth="min-w-[600px]">
            {payments.slice(0, ROWS).map((payment) => (
              <tr key={payment.id} className="border-b last:border-0">
                <td className="px-2 py-3">{formatDate(payment.created_at)}</td>
                <td className="px-2 py-3 font-mono text-xs">{payment.user_id?.slice(0, ID_LENGTH) ?? '—'}</td>
                <td className="px-2 py-3 font-semibold">{formatEuros(payment.amount)}</td>
                <td className="px-2 py-3 capitalize">{payment.subscription_plan}</td>
                <td className="px-2 py-3">{t.period[payment.billing_period] ?? payment.billing_period}</td>
                <td className="px-2 py-3">
                  <PaymentBadge status={payment.status} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </CardContent>
    </Card>
  );
}
