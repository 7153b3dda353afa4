// The site search: the /search page, the header's search dialog and the words of the search
// records (scripts/build/build-search-index.ts). The dialog reads its part from
// /search/words.json (or /es/search/words.json), so its script carries no language.
export const search = {
  pageTitle: 'Search',
  pageDescription: 'Search the shop, services, training courses and knowledge base.',
  pageIntro:
    'Find products, services, courses and knowledge base articles. Pages you have opened and the whole knowledge base can be searched offline too.',
  noScriptBefore: 'Search needs JavaScript. You can browse the ',
  noScriptAnd: ' and the ',
  noScriptAfter: ' instead.',
  loading: 'Loading search…',
  loadFailed: 'Search could not load. Check your connection and reload the page.',
  words: {
    dialogTitle: 'Search',
    close: 'Close',
    closeLabel: 'Close search',
    formLabel: 'Site',
    boxLabel: 'Search products, services, courses and articles',
    typeLegend: 'Type',
    allTypes: 'All types',
    hint: 'Type a word to search products, services, courses and articles.',
    searching: 'Searching…',
    failed: 'Search could not load. Check your connection and try again. ',
    tryAgain: 'Try again',
    resultsLabel: 'Search results',
    showMore: 'Show more results',
    oneResult: '{n} result for {q}',
    results: '{n} results for {q}',
    noResults: 'No results for {q}',
    inType: '{text} in {type}',
    emptyInType: 'Try “All types”, check the spelling, or use a more general word such as “splicer” or “OTDR”.',
    empty: 'Check the spelling, or use a more general word such as “splicer” or “OTDR”.',
    orBrowse: 'Or browse: ',
    shop: 'Shop',
    services: 'Services',
    school: 'School',
    knowledgeBase: 'Knowledge Base',
    checkingStock: 'Checking stock…',
    stockAsOf: 'Price and stock as of {date} — {reason}',
    stockNotLoaded: 'live stock could not be loaded',
    offline: 'offline',
    /** The type filter's choices, by their value in the address (?type=…). */
    types: { Products: 'Products', Services: 'Services', Courses: 'Courses', Articles: 'Articles' },
    /** A result's badge, by its kind. */
    kinds: { Product: 'Product', Service: 'Service', Course: 'Course', Session: 'Session', Article: 'Article', Page: 'Page' },
  },
  records: {
    partNumber: 'Part number: {part}',
    instructor: 'Instructor: {name}',
    session: '{course} session',
  },
};
