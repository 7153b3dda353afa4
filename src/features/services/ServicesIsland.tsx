// Services catalogue (/services): search box, category chips (toggle, multi-select, OR),
// 'All Services' to clear both, count heading, cards, empty state.
import { useState } from 'react';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { SearchBox } from '../shared/ui/SearchBox';
import { ServiceCard } from './ServiceCard';
import { filterServices, serviceCategories, servicesHeading, type ServiceCardData } from './serviceFilter';

function Services({ services }: { services: ServiceCardData[] }) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const m = useMessages('services');
  const categories = serviceCategories(services);
  const shown = filterServices(services, search, selected);
  const toggle = (c: string) => setSelected((s) => (s.includes(c) ? s.filter((x) => x !== c) : [...s, c]));
  const chip = (active: boolean) =>
    `btn px-4 ${active ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`;
  const none = selected.length === 0 && search === '';

  return (
    <div>
      <div className="card p-4 sm:p-5">
        <SearchBox label={m.searchLabel} placeholder={m.searchPlaceholder} value={search} onChange={setSearch} />
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={m.categoriesLabel}>
          <button
            type="button"
            className={chip(none)}
            aria-pressed={none}
            onClick={() => {
              setSearch('');
              setSelected([]);
            }}
          >
            {m.allServices}
          </button>
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              className={chip(selected.includes(c))}
              aria-pressed={selected.includes(c)}
              onClick={() => toggle(c)}
            >
              {c}
            </button>
          ))}
        </div>
      </div>
      <h2 className="mt-8 text-xl font-bold" aria-live="polite">
        {servicesHeading(shown.length, selected, m)}
      </h2>
      {shown.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-xl font-semibold text-slate-900">{m.noneTitle}</p>
          <p className="mt-2 text-slate-700">{m.noneText}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((s) => (
            <li key={s.id}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function ServicesIsland({ messages, ...props }: { services: ServiceCardData[]; messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <Services {...props} />
    </IslandBoundary>
  );
}
