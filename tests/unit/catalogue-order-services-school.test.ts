import { describe, expect, it } from 'vitest';
import { emailDescription, orderRequestSubmission } from '../../src/features/orderRequest/orderRequestSubmission';
import { filterServices, servicesHeading, type ServiceCardData } from '../../src/features/services/serviceFilter';
import { enrollHref, isSessionFull, joinSessionHref } from '../../src/features/school/schoolData';

describe('order e-mail', () => {
  it('strips markup and cuts the description to 200 characters plus ...', () => {
    const long = `**Bold** <b>tag</b> ${'word '.repeat(80)}`;
    const d = emailDescription(long);
    expect(d).toHaveLength(203);
    expect(d.endsWith('...')).toBe(true);
    expect(d).not.toMatch(/[*<>]/);
    expect(emailDescription('Short')).toBe('Short');
  });
  it('carries quantity, unit (sale) price and total', () => {
    const s = orderRequestSubmission(
      { slug: 'x', name: 'Machine', description: 'Desc', price: 200, discount_price: 150 },
      { customerName: 'Ana', customerEmail: 'a@b.co', customerPhone: '2105550100', quantity: 3 },
    );
    expect(s).toMatchObject({ formType: 'order', name: 'Ana', productName: 'Machine', totalAmount: 450 });
    expect(s.message).toContain('Quantity: 3');
    expect(s.message).toContain('Unit price: $150.00');
    expect(s.message).toContain('Total: $450.00');
  });
});

describe('services filter', () => {
  const svc = (id: number, name: string, categories: string[], tags: string[] = []): ServiceCardData => ({
    id, slug: `s${id}`, name, description: `${name} work`, icon: 'FiTool', price_range: '$1', categories, tags,
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

describe('school links', () => {
  it('Enroll Now and Join Session carry the exact query strings', () => {
    expect(enrollHref({ id: 1, slug: 'f', title: 'Fiber 101', description: '', duration: '2 days', level: 'beginner', price: 595, max_participants: 20, instructor: 'M. D', categories: [] })).toBe(
      '/contact?type=course&course=Fiber%20101&price=595&duration=2%20days&level=beginner&instructor=M.%20D',
    );
    const session = { id: 1, course_id: 1, course_title: 'Fiber 101', start_date: '2027-01-19', end_date: '2027-01-20', location: 'Houston, TX', current_participants: 12, max_participants: 12, status: 'upcoming' as const };
    expect(joinSessionHref(session)).toBe('/contact?type=session&course=Fiber%20101&startDate=2027-01-19&endDate=2027-01-20&location=Houston%2C%20TX&spots=0');
    expect(isSessionFull(session)).toBe(true);
    expect(isSessionFull({ ...session, current_participants: 11 })).toBe(false);
  });
});
