import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@sportsbook/routing';
import { AccountPages } from '../pages/account-pages';

/** The account area as the shell routes it (/:locale/account/*), opened at `path`, with anything else beside it. */
export const renderAccountPages = (path: string, beside: ReactNode = null): RenderResult =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:locale/account/*" element={<AccountPages />} />
      </Routes>
      {beside}
    </MemoryRouter>,
  );
