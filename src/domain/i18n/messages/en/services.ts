// The services page and its island (search, category chips, count heading, empty state).
export const services = {
  title: 'Fiber Optic Services',
  description:
    'Fiber installation, cable blowing, boring, splicing, testing, emergency repair and maintenance services across Texas, with typical price ranges.',
  eyebrow: 'Services',
  heading: 'Fiber optic services from design to restoration',
  lead: 'Installation, splicing, testing and emergency repair by certified Texas crews. Filter by category or search for the work you need.',
  requestConsultation: 'Request a Consultation',
  searchLabel: 'Search services',
  searchPlaceholder: 'Search services...',
  categoriesLabel: 'Service categories',
  allServices: 'All Services',
  available: '{n} service(s) available',
  availableIn: '{n} service(s) available in {categories}',
  noneTitle: 'No services found',
  noneText: 'Try adjusting your search terms or clearing the filters.',
  tags: 'Tags',
};
