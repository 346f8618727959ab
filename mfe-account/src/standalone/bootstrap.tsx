import { getBus } from '@sportsbook/bus';
import { renderStandalone } from '@sportsbook/ui/standalone';
import { useEffect, useState } from 'react';
import { Link, Route, Routes, useParams } from '@sportsbook/routing';
import AccountPages from '../exposes/account-pages';
import AccountServices from '../exposes/account-services';
import LoginDialog from '../exposes/login-dialog';

/** The team's dev page: the three exposed modules wired the way the shell wires them. */
function AccountDemo() {
  const { locale = 'en' } = useParams();
  const [open, setOpen] = useState(false);
  const [returnTo, setReturnTo] = useState<string>();
  useEffect(
    () =>
      getBus().on('login/requested', (request) => {
        setReturnTo(request.returnTo);
        setOpen(true);
      }),
    [],
  );
  return (
    <>
      <AccountServices />
      <nav css={{ display: 'flex', gap: 12, marginBottom: 12 }}>
        <button
          type="button"
          onClick={() => {
            setReturnTo(undefined);
            setOpen((value) => !value);
          }}
        >
          {open ? 'Close' : 'Login'}
        </button>
        <Link to={`/${locale}/account`}>Account</Link>
      </nav>
      <Routes>
        <Route path="account/*" element={<AccountPages />} />
      </Routes>
      <LoginDialog open={open} returnTo={returnTo} onClose={() => setOpen(false)} />
    </>
  );
}

renderStandalone('mfe-account', <AccountDemo />);
