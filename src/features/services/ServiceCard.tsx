import { serviceIconSvg } from '../../components/serviceIcons';
import { Icon } from '../shared/ui/Icon';
import type { ServiceCardData } from './serviceFilter';
import { useMessages } from '../shared/useMessages';

export function ServiceCard({ service }: { service: ServiceCardData }) {
  const m = useMessages('services');
  return (
    <article id={`service-${service.slug}`} className="card flex h-full flex-col p-6" data-service={service.slug}>
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon svg={serviceIconSvg(service.icon)} size={24} />
      </span>
      <h3 className="mt-4 text-lg">{service.name}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-700">{service.description}</p>
      {service.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={m.tags}>
          {service.tags.map((t) => (
            <li key={t} className="badge bg-slate-100 text-slate-800">
              {t}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 border-t border-slate-200 pt-4 font-semibold text-brand-800">{service.price_range}</p>
    </article>
  );
}
