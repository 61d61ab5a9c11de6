import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimeDialog } from './date-time-dialog';

// Saturday 22 November 2026, 14:00 in Paris.
const now = () => new Date('2026-11-22T13:00:00Z');
const unscheduled = { id: 'p1', month_key: 'novembre_2026', scheduled_date: null, scheduled_time: null };

function openDialog(onConfirm = vi.fn()) {
  render(
    <DateTimeDialog
      post={unscheduled}
      timeZone="Europe/Paris"
      isPending={false}
      now={now}
      onConfirm={onConfirm}
      onClose={vi.fn()}
    />,
  );
  return {
    date: screen.getByLabelText('Date') as HTMLInputElement,
    time: screen.getByLabelText('Heure') as HTMLInputElement,
    confirm: screen.getByRole('button', { name: 'Confirmer' }),
  };
}

const isEnabled = (element: HTMLElement) => !element.hasAttribute('disabled');

describe('DateTimeDialog', () => {
  afterEach(cleanup);

  it('starts tomorrow at 10:00 within the allowed range, and confirms it', async () => {
    const onConfirm = vi.fn();
    const { date, time, confirm } = openDialog(onConfirm);
    expect(date.value).toBe('2026-11-23');
    expect(time.value).toBe('10:00');
    expect(date.min).toBe('2026-11-22');
    expect(date.max).toBe('2026-12-31');
    expect(screen.getByText('La date doit être entre le 22/11/2026 et le 31/12/2026')).toBeTruthy();
    await waitFor(() => expect(isEnabled(confirm)).toBe(true));
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm.mock.calls[0]?.[0]).toEqual({ date: '2026-11-23', time: '10:00' });
  });

  it.each([
    ['2026-11-23', '', 'Veuillez sélectionner une date et une heure'],
    ['2026-11-21', '10:00', 'La date ne peut pas être dans le passé'],
    ['2027-01-04', '10:00', 'La date ne peut pas dépasser la fin du mois suivant au mois du post'],
    ['2026-11-22', '14:05', "L'heure doit être dans le futur (minimum 10 minutes)"],
  ])('on %s %s says “%s” and keeps Confirmer disabled', async (dateValue, timeValue, message) => {
    const { date, time, confirm } = openDialog();
    fireEvent.change(date, { target: { value: dateValue } });
    fireEvent.change(time, { target: { value: timeValue } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(isEnabled(confirm)).toBe(false);
  });
});
