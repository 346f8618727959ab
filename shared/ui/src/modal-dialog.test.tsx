import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

function Page({ dismissible }: { dismissible: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog label="Terms" onCancel={dismissible ? () => setOpen(false) : undefined}>
          <button type="button" onClick={() => setOpen(false)}>
            Accept
          </button>
        </ModalDialog>
      )}
    </>
  );
}

it('opens as a modal while mounted and gives focus back to its opener when it closes', async () => {
  const user = userEvent.setup();
  render(<Page dismissible />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('dialog', { name: 'Terms' })).toHaveAttribute('open');
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('closes on Escape only when it may be dismissed', async () => {
  const user = userEvent.setup();
  render(<Page dismissible={false} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Terms' });
  expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
  expect(screen.getByRole('dialog', { name: 'Terms' })).toHaveAttribute('open');
});

it('closes on a tap on its backdrop when asked to, but not on a tap inside it', () => {
  const onCancel = jest.fn();
  render(
    <ModalDialog label="Betslip" onCancel={onCancel} closeOnBackdrop>
      <p>Slip</p>
    </ModalDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Betslip' });
  dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 400, width: 390, height: 444 });
  fireEvent.click(screen.getByText('Slip'), { clientX: 50, clientY: 500 });
  fireEvent.click(dialog, { clientX: 50, clientY: 500 });
  expect(onCancel).not.toHaveBeenCalled();
  fireEvent.click(dialog, { clientX: 50, clientY: 100 });
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('opens again when the browser closes it but the owner refuses to close', () => {
  render(
    <ModalDialog label="Betslip" onCancel={() => false}>
      <p>Slip</p>
    </ModalDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Betslip' }) as HTMLDialogElement;
  dialog.close();
  expect(dialog).toHaveAttribute('open');
});
