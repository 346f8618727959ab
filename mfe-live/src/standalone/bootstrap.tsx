import { renderStandalone } from '@sportsbook/ui/standalone';
import { Route, Routes } from '@sportsbook/routing';
import LiveEvents from '../exposes/live-events';
import LivePage from '../exposes/live-page';

// The dev page mounts LivePage where the shell does (/:locale/live/*) and the home widget elsewhere.
renderStandalone(
  'mfe-live',
  <Routes>
    <Route path="live/*" element={<LivePage />} />
    <Route path="*" element={<LiveEvents limit={5} />} />
  </Routes>,
);
