// The public island pages held to issue 36's targets: measured by bench:pages (Lighthouse,
// beside their floors) and bench:live (how soon each island is live after the load event).
export const ISLAND_PAGES = [
  '/contact',
  '/apply',
  '/consultation',
  '/login',
  '/register',
  '/forgot-password',
  '/cart',
  '/checkout',
  '/products',
  '/products-list',
  '/products/thrust-boring-machine',
  '/compare',
  '/school',
];
