import { renderStandalone } from '@sportsbook/ui/standalone';
import { css } from '@emotion/react';
import { Route, Routes } from '@sportsbook/routing';
import EventSearch from '../exposes/event-search';
import PrematchPage from '../exposes/prematch-page';
import SportsMenu from '../exposes/sports-menu';

const layout = css`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

/** Mounts the page as the shell does, under sports/* and events/*, with the menu and the search box beside it. */
renderStandalone(
  'mfe-prematch',
  <>
    <EventSearch />
    <div css={layout}>
      <SportsMenu variant="desktop" />
      <Routes>
        <Route path="sports/*" element={<PrematchPage />} />
        <Route path="events/*" element={<PrematchPage />} />
        <Route path="*" element={<PrematchPage />} />
      </Routes>
    </div>
  </>,
);
