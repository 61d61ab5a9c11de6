import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function renderDialog(isPending = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Supprimer la note"
      description="Cette note sera supprimée définitivement."
      cancelLabel="Annuler"
      confirmLabel="Supprimer"
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>marie@exemple.fr</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('names the action, shows what it applies to, and confirms on its red button', () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la note' });
    const description = screen.getByText('Cette note sera supprimée définitivement.');
    expect(dialog.getAttribute('aria-describedby')).toBe(description.id);
    expect(dialog.textContent).toContain('marie@exemple.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels from its button and from Escape', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice while the action runs', () => {
    renderDialog(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Supprimer' }).disabled).toBe(true);
  });
});
