// Markup removed from product and article text, for descriptions in meta tags, e-mails and
// previews. Its own module: the islands that format prices and dates never load it.

/** Removes HTML tags and markdown emphasis/heading marks, collapsing whitespace. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\[([^[\]]*)\]\([^)]*\)/g, '$1')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|\s)[*_](\S)/g, '$1$2')
    .replace(/(\S)[*_](\s|$)/g, '$1$2')
    .replace(/^[\t ]*[-*]\s+/gm, '')
    .replace(/:::\w*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
