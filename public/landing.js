// Keeps where this visit came from for the session: the landing page's query (UTM parameters,
// gclid) and the referrer it arrived with, so that a lead sent from another page later still
// says where it came from (lib/submissions/attribution.ts reads it). A later arrival from a
// campaign link replaces it. Nothing leaves the browser but with a lead the visitor sends.
;(function () {
  var key = 'sparkwell:landing'
  try {
    var campaign = /[?&](utm_[a-z]+|gclid)=/.test(location.search)
    if (sessionStorage.getItem(key) !== null && !campaign) return
    var external = document.referrer && document.referrer.indexOf(location.origin + '/') !== 0
    sessionStorage.setItem(key, JSON.stringify({ search: campaign ? location.search : '', referrer: external ? document.referrer : '' }))
  } catch {
    // Storage is off: a lead still says which page it was sent from.
  }
})()
