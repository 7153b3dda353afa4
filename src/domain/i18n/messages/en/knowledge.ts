// The knowledge article pages (/knowledge/{slug}) and their "not found" page.
export const knowledge = {
  home: 'Home',
  knowledgeBase: 'Knowledge Base',
  backToKnowledge: 'Back to Knowledge Base',
  views: '{n} views',
  published: 'Published January 2024',
  productsInArticle: 'Products in this article',
  relatedArticles: 'Related Articles',
  notFoundTitle: 'Article Not Found',
  notFoundMessage: 'The requested article could not be found.',
  /** The badge over the title, by the article's `type`. */
  types: { faq: 'FAQ', guide: 'GUIDE', tutorial: 'TUTORIAL' },
  /** The article's `category`, by its name in camelCase. */
  categories: {
    certification: 'Certification',
    dataCenter: 'Data Center',
    ftth: 'FTTH',
    fundamentals: 'Fundamentals',
    installation: 'Installation',
    maintenance: 'Maintenance',
    safety: 'Safety',
    splicing: 'Splicing',
    submarine: 'Submarine',
    testing: 'Testing',
  },
};
