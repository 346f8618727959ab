import { renderStandalone } from '@sportsbook/ui/standalone';
import { useState } from 'react';
import LoginDialog from '../exposes/login-dialog';

function LoginDialogDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open login dialog
      </button>
      <LoginDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

renderStandalone('mfe-account', <LoginDialogDemo />);
