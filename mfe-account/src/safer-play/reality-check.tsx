import { Suspense, lazy } from 'react';
import { useRealityCheck } from './use-reality-check';

// Most sessions never reach a check: the dialog and its strings load when one falls due.
const RealityCheckDialog = lazy(() => import(/* webpackChunkName: "reality-check-dialog" */ './reality-check-dialog'));

/** The reality check the player chose, on whichever page they are when it falls due. */
export default function RealityCheck() {
  const { due, dismiss } = useRealityCheck();
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog view={due} onContinue={dismiss} />
    </Suspense>
  );
}
