import { renderStandalone } from '@sportsbook/ui/standalone';
import { Navigate, Route, Routes, useParams } from '@sportsbook/routing';
import VirtualGame from '../exposes/virtual-game';

function GameByPath() {
  return <VirtualGame provider={useParams().provider} />;
}

// The shell's game paths, so any provider can be opened on the dev page: /en/sports/edge, /en/lotto...
renderStandalone(
  'mfe-virtuals',
  <Routes>
    <Route path="sports/leap/*" element={<VirtualGame provider="leap" />} />
    <Route path="sports/:provider" element={<GameByPath />} />
    <Route path=":provider" element={<GameByPath />} />
    <Route path="*" element={<Navigate to="sports/kiron" replace />} />
  </Routes>,
);
