import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toast } from '@/lib/toast';
import { AppProviders } from './providers';

afterEach(() => {
  act(() => void sonner.dismiss());
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.queryAllByRole('listitem').filter((item) => item.dataset.visible === 'true');

describe('toasts', () => {
  it('mount no toaster before the first notification', async () => {
    render(<AppProviders>{null}</AppProviders>);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => void toast.info('Premier message'));
    await screen.findByText('Premier message');
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });

  it('shows the three newest, newest first, each with a close button', async () => {
    render(<AppProviders>{null}</AppProviders>);
    for (const n of [1, 2, 3, 4, 5]) act(() => void toast.success(`Message ${n}`));
    await screen.findByText('Message 5');
    const visible = shown();
    expect(visible.map((item) => item.textContent)).toEqual(['Message 5', 'Message 4', 'Message 3']);
    for (const item of visible) expect(item.querySelector('[data-close-button]')).not.toBeNull();
    const toaster = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect([toaster.dataset.yPosition, toaster.dataset.xPosition]).toEqual(['bottom', 'right']);
  });

  it('keeps an error until it is dismissed, while a success closes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AppProviders>{null}</AppProviders>);
    act(() => {
      toast.error('Erreur lors de la sauvegarde');
      toast.success('Enregistré');
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Enregistré')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText('Enregistré')).toBeNull();
    expect(screen.getByText('Erreur lors de la sauvegarde')).toBeDefined();
  });

  it('holds at most 20 toasts: the oldest open one gives way to a new one', async () => {
    render(<AppProviders>{null}</AppProviders>);
    act(() => {
      for (let n = 0; n < MAX_TOASTS + 2; n += 1) toast.error(`Erreur ${n}`);
    });
    const kept = Array.from({ length: MAX_TOASTS }, (_, n) => `Erreur ${n + 2}`);
    await waitFor(() =>
      expect(sonner.getToasts().map((item) => ('title' in item ? item.title : undefined))).toEqual(kept),
    );
  });
});
