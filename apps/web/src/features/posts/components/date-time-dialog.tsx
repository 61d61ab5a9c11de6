import type { Post } from '@plume/contracts/posts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { POST_MESSAGES } from '@plume/contracts/posts';
import { frCalendar } from '@/locales/fr-calendar';
import {
  checkSchedule,
  defaultSchedule,
  rangeMessage,
  scheduleWindow,
  type ScheduleContext,
} from './date-rules';
import type { LocalDateTime } from '@plume/contracts/zoned-time';

const t = frCalendar.dateTime;

type SchedulablePost = Pick<Post, 'id' | 'month_key' | 'scheduled_date' | 'scheduled_time'>;

interface DateTimeDialogProps {
  /** The dialog's title: what confirming does (the default moves a scheduled post). */
  title?: string;
  /** The post whose date changes; null keeps the dialog closed. */
  post: SchedulablePost | null;
  /** The owner's timezone (users.timezone). */
  timeZone: string;
  isPending: boolean;
  onConfirm: (value: LocalDateTime) => void;
  onClose: () => void;
  /** Injected clock (tests); the dialog reads it when it opens. */
  now?: () => Date;
}

/** docs/spec/part-2-signed-in-application.md §2.12-2 and §5: a date limited to the allowed range and a time;
 * 'Confirmer' stays disabled until both are valid. */
export function DateTimeDialog({ post, onClose, title = t.title, ...props }: DateTimeDialogProps) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
        {post ? <DateTimeForm key={post.id} post={post} onClose={onClose} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Which field a rule's message belongs under. */
const fieldOf = (message: string, value: LocalDateTime): keyof LocalDateTime =>
  message === POST_MESSAGES.tooSoon || (message === POST_MESSAGES.dateTimeRequired && value.date)
    ? 'time'
    : 'date';

function DateTimeForm({
  post,
  timeZone,
  isPending,
  onConfirm,
  onClose,
  now = () => new Date(),
}: Omit<DateTimeDialogProps, 'post' | 'title'> & { post: SchedulablePost }) {
  // The clock is read once per opening, so the allowed range does not move while the owner types.
  const [context] = useState<ScheduleContext>(() => ({ monthKey: post.month_key, now: now(), timeZone }));
  const range = scheduleWindow(context);
  const resolver: Resolver<LocalDateTime> = (values) => {
    const message = checkSchedule(values, context);
    if (!message) return { values, errors: {} };
    return { values: {}, errors: { [fieldOf(message, values)]: { type: 'validate', message } } };
  };
  const { register, handleSubmit, formState } = useForm<LocalDateTime>({
    mode: 'onChange',
    defaultValues: defaultSchedule(post, context.now, timeZone),
    resolver,
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(onConfirm)}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t.date} hint={rangeMessage(range)} error={formState.errors.date?.message}>
          {(control) => (
            <Input type="date" min={range.min} max={range.max} {...control} {...register('date')} />
          )}
        </FormField>
        <FormField label={t.time} error={formState.errors.time?.message}>
          {(control) => <Input type="time" step={60} {...control} {...register('time')} />}
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={!formState.isValid || isPending}>
          {isPending ? t.saving : t.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
