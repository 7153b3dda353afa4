import { describe, expect, it } from 'vitest';
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
    expect(servicesHeading(16, [])).toBe('16 service(s) available');
    expect(servicesHeading(1, ['Installation', 'Training'])).toBe('1 service(s) available in Installation, Training');
  });
});
