// Whether the listing's filters are the sidebar (from 1024 px, Tailwind's lg) rather than a
// phone's panel: a sidebar's tick applies at once, a panel's choices wait for Apply Filters.
import { useEffect, useState } from 'react';

const SIDEBAR = '(min-width: 1024px)';

export function useSidebarShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const media = matchMedia(SIDEBAR);
    const follow = () => setShown(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return shown;
}
