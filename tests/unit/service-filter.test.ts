import { describe, expect, it } from 'vitest';
import { messagesFor } from '#domain/i18n/messages';
import { filterServices, servicesHeading, type ServiceCardData } from '../../src/features/services/serviceFilter';

describe('services filter', () => {
  const svc = (id: number, name: string, categories: string[], tags: string[] = []): ServiceCardData => ({
    id,
    slug: `s${id}`,
    name,
    description: `${name} work`,
    icon: 'FiTool',
    price_range: '$1',
    categories,
    tags,
  });
  const list = [svc(1, 'Aerial', ['Installation'], ['ADSS']), svc(2, 'Splicing', ['Splicing & Testing']), svc(3, 'Training', ['Training'])];
  it('searches name, description and tags; categories combine as OR', () => {
    expect(filterServices(list, 'adss', []).map((s) => s.id)).toEqual([1]);
    expect(filterServices(list, 'splicing work', []).map((s) => s.id)).toEqual([2]);
    expect(filterServices(list, '', ['Installation', 'Training']).map((s) => s.id)).toEqual([1, 3]);
  });
  it('heading counts and names the chosen categories', () => {
    const en = messagesFor('en').services;
    expect(servicesHeading(16, [], en)).toBe('16 service(s) available');
    expect(servicesHeading(1, ['Installation', 'Training'], en)).toBe('1 service(s) available in Installation, Training');
  });
  it('heading speaks Spanish on the Spanish page', () => {
    const es = messagesFor('es').services;
    expect(servicesHeading(16, [], es)).toBe('16 servicio(s) disponible(s)');
    expect(servicesHeading(2, ['Instalación', 'Capacitación'], es)).toBe('2 servicio(s) disponible(s) en Instalación, Capacitación');
  });
});
