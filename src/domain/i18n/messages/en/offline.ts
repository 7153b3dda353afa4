// The offline page the service worker shows for a page not saved on the device.
export const offline = {
  title: 'You are offline',
  description: 'This page is not saved on this device yet. Here is what you can open without a connection.',
  noConnection: 'No connection',
  lead: 'This page is not saved on this device yet. It will open when the connection returns. Meanwhile, everything below works offline.',
  alwaysTitle: 'Always available',
  home: 'Home',
  school: 'Training school: courses, sessions and knowledge base',
  search: 'Search',
  visitedTitle: 'Pages you opened',
  articlesTitle: 'Knowledge Base',
};
