import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

export function AuthErrorAlert({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <span>{message}</span>
    </Alert>
  );
}
