// Which modules share a file in the browser build (docs/decisions/0007 and 0017).
// Every file costs its own gzip start and its import lines (100–200 bytes gzip), and on a phone
// over HTTP/1.1 a round trip on one of six connections: modules that the same pages load
// together share one. A module goes to the first group in this list that names it. What no
// group names, the bundler splits by the pages that load it.
//
// The bundler also gives a group whatever its members import that no earlier group took. So
// the modules that many groups import come first, each kept in a file of its own, and the
// build fails when a group holds a module it does not name (chunkGroupsHoldWhatTheyName).

/** A test for modules under src/: `src('lib/path.ts')`. */
const src = (...paths) =>
  new RegExp(`src[\\\\/](${paths.map((p) => p.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`);

/** The file name without its folder and extension: a module that keeps a file of its own. */
const ownFile = (id) => id.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '');

/**
 * [name or name function, test, whether the group may take node_modules files it does not name]
 * @type {[string | ((id: string) => string), RegExp, boolean?][]}
 */
const groups = [
  // Vite's preload helper (the hydrator's lazy import uses it) stays a file of its own: inside
  // the framework file it would bring the framework to pages without islands.
  ['preload-helper', /preload-helper/],
  // The API's address beside the path helpers and the site's settings it reads, the language of
  // an address, the filling of a message and the mark of a live island: every island page.
  ['path', src('lib/path.ts', 'lib/apiUrl.ts', 'lib/islandLive.ts', 'domain/i18n/locales.ts', 'domain/i18n/fill.ts')],
  // The API client with the store every shop island reads (no React: a static page's search
  // dialog loads it later).
  ['api', /(src[\\/]lib[\\/](api|storedSession)\.ts|node_modules[\\/]nanostores[\\/]atom[\\/]index\.js)$/],
  // The session: the sign-in pages and every guarded page (no React: the header reads it).
  ['authStore', src('features/shared/session/authStore.ts', 'features/shared/session/navigation.ts')],
  // The framework: React, react-dom, the scheduler, Astro's React hydrator, the nanostores
  // binding (with the nanostores helpers it needs), and the boundary that wraps every island.
  [
    'react',
    /^\0react-esm:|node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]|src[\\/](features[\\/]shared[\\/](IslandBoundary\.tsx|useMessages\.ts)|layouts[\\/]frame[\\/]reactRenderer\.ts)$/,
    true,
  ],
  // The icon element with the small icon bodies the catalogue, the school, the cart, the account
  // and the dialogs share (each alone was a request of about 100 bytes).
  [
    'icons',
    src(
      'features/shared/ui/Icon.tsx',
      ...['x', 'search', 'arrowLeft', 'trash', 'mapPin', 'user', 'plus'].map((name) => `components/icons/${name}.ts`),
    ),
  ],
  // Modules the groups below import, each in the file it had.
  [
    ownFile,
    /src[\\/](domain[\\/](shared[\\/]format|orders[\\/]purchase|catalogue[\\/](product|compare))|features[\\/]shared[\\/](useLoad|ui[\\/]LoadStates))\.tsx?$/,
  ],
  // The form kit of every form page: the field, the validated form and its rules.
  ['forms', src('features/shared/ui/Field.tsx', 'features/shared/useValidatedForm.ts', 'domain/forms/rules.ts', 'domain/forms/shared.ts')],
  // The card, the banners and the refusal wording of the sign-in, registration and password pages.
  ['authCard', src('features/auth/AuthCard.tsx', 'features/auth/apiError.ts', 'features/shared/ui/Banners.tsx')],
  // The guard of every signed-in page.
  ['guard', src('features/shared/session/RouteGuard.tsx', 'features/shared/session/useAuth.ts')],
  // The staff desks' kit, with the gate and frame of every desk.
  [
    'kit',
    /src[\\/](features[\\/]staff[\\/]kit[\\/]\w+|features[\\/]shared[\\/]ui[\\/](DataTable|DeskFilters|DeskSelect|ExportCsvButton|StatusTabs|DeskEmpty|useAddressState|useDebouncedSearch)|components[\\/]layout[\\/]staffDesks)\.tsx?$/,
  ],
  // The totals of the cart, the checkout and an order.
  ['totals', src('features/shared/ui/Totals.tsx', 'domain/orders/pricing.ts')],
  // A customer's tax certificates and order papers: the account, an order, the customer desk.
  ['billingPapers', src('features/shared/billing/billingApi.ts', 'lib/fileRequests.ts')],
  // The live stock and the signed-in cart button of every catalogue page (the showcase, the
  // listing, a product page), with the live value they read (the school's seats load it all).
  [
    'shelf',
    src(
      'features/shared/catalogue/useLiveStock.ts',
      'features/shared/catalogue/liveStock.ts',
      'features/shared/useLiveValue.ts',
      'features/shared/session/useSignedIn.ts',
      'features/shared/cart/SignedInCartButton.tsx',
      'components/icons/cart.ts',
    ),
  ],
  // The listing's filters, filter boxes and pages (the staff desks load the pages later, with
  // 1.5 KB of filter rules they do not run: one request less on the listing's phone).
  [
    'listing',
    src(
      'features/catalogue/FilterCheck.tsx',
      'features/shared/ui/Pagination.tsx',
      'domain/shared/pagination.ts',
      'components/icons/arrowRight.ts',
      'domain/catalogue/catalogueFilter.ts',
      'domain/catalogue/catalogueFacets.ts',
    ),
  ],
  // A product's price, buy button and compare toggle on the showcase and the listing (the
  // comparison loads the toggle too).
  [
    'buy',
    src(
      'features/catalogue/AddToCart.tsx',
      'components/catalogue/PriceTag.tsx',
      'features/shared/compare/CompareToggle.tsx',
      'features/shared/compare/CompareBarSlot.tsx',
      'features/shared/compare/compareIds.ts',
      'features/shared/compare/useCompareIds.ts',
    ),
  ],
];

/** Rolldown's `output.codeSplitting.groups`. */
export const chunkGroups = groups.map(([name, test], index) => ({ name, test, priority: groups.length - index }));

/** Fails the build when a group's file holds a module the group does not name. */
export function chunkGroupsHoldWhatTheyName() {
  const named = new Map(groups.filter(([name]) => typeof name === 'string').map(([name, test, takesPackages]) => [name, { test, takesPackages }]));
  return {
    name: 'chunk-groups-hold-what-they-name',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const strays = Object.values(bundle).flatMap((chunk) => {
        const group = chunk.type === 'chunk' && named.get(chunk.name);
        if (!group) return [];
        return Object.keys(chunk.modules)
          .filter((id) => !id.startsWith('\0') && !group.test.test(id) && !(group.takesPackages && id.includes('node_modules')))
          .map((id) => `"${chunk.name}" took ${id}`);
      });
      if (strays.length) this.error(`${strays.join('; ')}: name them in a group before it (scripts/build/chunk-groups.mjs)`);
    },
  };
}
