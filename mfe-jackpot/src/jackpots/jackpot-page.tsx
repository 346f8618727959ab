import { Navigate, Route, Routes } from '@sportsbook/routing';
import { JackpotAdvert } from '../adverts/jackpot-advert';
import { ActiveJackpots } from './active-jackpots';
import { JackpotDetail } from './jackpot-detail';

function JackpotList() {
  return (
    <>
      <JackpotAdvert slot="jackpot_banner" />
      <ActiveJackpots titleAs="h1" />
    </>
  );
}

/** Routed under /{locale}/jackpot/* by the shell: the jackpot list and one jackpot's page. */
export function JackpotPage() {
  return (
    <Routes>
      <Route index element={<JackpotList />} />
      <Route path="sport/:jackpotEvent" element={<JackpotDetail />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
