// The site's 404 screen.
export const notFound = {
  title: 'Page Not Found',
  description: 'The page you are looking for may have been removed, renamed or is temporarily unavailable.',
  message: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  backHome: 'Back to Home',
  browseProducts: 'Browse Products',
};
