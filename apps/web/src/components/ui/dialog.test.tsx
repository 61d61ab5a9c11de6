import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened from state, as the Posts tab opens its dialogs: no DialogTrigger, unmounted on close. */
function OpenedFromState() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir le post
      </button>
      {isOpen ? (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Aperçu</DialogTitle>
            <DialogDescription>Le post tel qu’il sera publié.</DialogDescription>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

afterEach(cleanup);

describe('DialogContent', () => {
  it('gives the focus back to the element that opened it when it closes', async () => {
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Ouvrir le post' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
