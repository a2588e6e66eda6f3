/** Lesson mode's "Offline" marker (docs/product.md, "Offline lessons"): the slides go on; the teacher knows. */
import './offline.css';
import { useOnline } from './use-online';

export function OfflineMarker() {
  const online = useOnline();
  if (online) return null;
  return (
    <span className="offline-marker" role="status" title="No network: the slides saved or already shown keep working">
      Offline
    </span>
  );
}
