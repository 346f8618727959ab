import { Navigate, Route, Routes, useParams } from '@sportsbook/routing';
import { useFinishedSelectionNotice } from '../betslip/use-finished-selection-notice';
import { LiveEventPage } from '../live-event/live-event-page';
import { LiveOverview } from '../live-overview/live-overview';

/** A fresh page per event, so tabs and lazy-loading start over when the player opens another one. */
function LiveEventRoute() {
  const { eventSegment } = useParams();
  return <LiveEventPage key={eventSegment} />;
}

/** Filters and paging start over on another sport's tab. */
function LiveOverviewRoute() {
  const { sport } = useParams();
  return <LiveOverview key={sport ?? ''} />;
}

/** Routed by the shell at /:locale/live/*: the overview per sport and the live event page (spec §2). */
export function LivePage() {
  useFinishedSelectionNotice();
  return (
    <Routes>
      <Route path="sport" element={<LiveOverviewRoute />} />
      <Route path="sport/:sport" element={<LiveOverviewRoute />} />
      <Route path=":eventSegment" element={<LiveEventRoute />} />
      <Route path="*" element={<Navigate to="sport/" replace />} />
    </Routes>
  );
}
