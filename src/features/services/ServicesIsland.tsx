// Services catalogue (/services): search box, category chips (toggle, multi-select, OR),
// 'All Services' to clear both, count heading, cards, empty state.
import { useId, useState } from 'react';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { Icon } from '../shared/ui/Icon';
import { ServiceCard } from './ServiceCard';
import { filterServices, serviceCategories, servicesHeading, type ServiceCardData } from './serviceFilter';
import * as icon from '../../components/iconBodies';

function Services({ services }: { services: ServiceCardData[] }) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const searchId = useId();
  const categories = serviceCategories(services);
  const shown = filterServices(services, search, selected);
  const toggle = (c: string) => setSelected((s) => (s.includes(c) ? s.filter((x) => x !== c) : [...s, c]));
  const chip = (active: boolean) =>
    `btn px-4 ${active ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`;
  const none = selected.length === 0 && search === '';

  return (
    <div>
      <div className="card p-4 sm:p-5">
        <label htmlFor={searchId} className="sr-only">
          Search services
        </label>
        <div className="relative">
          <Icon svg={icon.search} size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            className="field-input pl-10"
            placeholder="Search services..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Service categories">
          <button
            type="button"
            className={chip(none)}
            aria-pressed={none}
            onClick={() => {
              setSearch('');
              setSelected([]);
            }}
          >
            All Services
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
        {servicesHeading(shown.length, selected)}
      </h2>
      {shown.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-xl font-semibold text-slate-900">No services found</p>
          <p className="mt-2 text-slate-700">Try adjusting your search terms or clearing the filters.</p>
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
