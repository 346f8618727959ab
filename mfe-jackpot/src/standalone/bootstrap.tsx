import { renderStandalone } from '@sportsbook/ui/standalone';
import { Navigate, Route, Routes } from '@sportsbook/routing';
import JackpotPage from '../exposes/jackpot-page';

// The same path the shell mounts the page at, so links between jackpots work on the dev page too.
renderStandalone(
  'mfe-jackpot',
  <Routes>
    <Route path="jackpot/*" element={<JackpotPage />} />
    <Route path="*" element={<Navigate to="jackpot" replace />} />
  </Routes>,
);
