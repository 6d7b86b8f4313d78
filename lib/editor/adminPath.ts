// Where the web editor lives in the built site. It is not a page of the site: page counts, budgets
// and the sitemap leave this folder out.
export const ADMIN_DIR = 'admin'
export const ADMIN_PATH = `/${ADMIN_DIR}/`
