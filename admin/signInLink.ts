// A sign-in link e-mailed by Supabase Auth (an invitation, or a link asked for on the sign-in
// screen) opens /admin/ with the session, or why there is none, in the address's #fragment. Decap's
// router would take the fragment for a page and rewrite it, so admin/decapApp.ts imports this
// module before Decap's: it takes the fragment away, and admin/emailSignIn.tsx signs in with it.
const fragment = new URLSearchParams(location.hash.slice(1))
let link = fragment.has('access_token') || fragment.has('error_description') ? fragment : undefined
if (link) history.replaceState(null, '', location.pathname + location.search)

/** The link's tokens or error, once: a later sign-in starts afresh. */
export function takeSignInLink(): URLSearchParams | undefined {
  const taken = link
  link = undefined
  return taken
}
