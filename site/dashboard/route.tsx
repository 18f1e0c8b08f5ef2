// /dashboard in the site's route table: the lead desk's code is its own
// chunk, loaded only on this page, so no other page's visitors download it.
// The prerender and the first render show the same loading shell.
import { useEffect, useState } from 'react';
import type { ComponentType } from 'preact';

export function DeskLoading() {
  return (
    <div class="desk desk--loading" aria-busy="true">
      <p role="status">Loading the lead desk…</p>
    </div>
  );
}

export function DashboardRoute() {
  const [Desk, setDesk] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./dashboard').then((m) => live && setDesk(() => m.Dashboard));
    return () => {
      live = false;
    };
  }, []);
  return Desk ? <Desk /> : <DeskLoading />;
}
